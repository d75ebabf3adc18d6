import type { Vehicle } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useCars } from '../api/get-cars';
import { useVehicles } from '../api/get-vehicles';
import { usePlateNotices } from '../api/plate-notices';
import { PlateNoticeSettings } from './plate-notices';
import styles from './vehicles.module.css';

/**
 * The member's cars, each with its plate type and membership (tapping one opens it), its parking
 * notices switch and its auto-pay.
 */
export function CarList() {
  const { t } = useTranslation(['vehicles', 'plate']);
  const cars = useCars();
  const vehicles = useVehicles().data ?? [];
  const notices = usePlateNotices().data ?? [];
  if (cars.isPending) return <PageLoading />;
  if (!cars.data?.length) return <EmptyState description={t('vehicles:list.empty')} />;

  const membership = (number: string): Vehicle | undefined =>
    vehicles.find((vehicle) => vehicle.number === number);

  return (
    <ul className={styles.list} aria-label={t('vehicles:cards.label')}>
      {cars.data.map((car) => {
        const premium = membership(car.number)?.isvalid === true;
        return (
          <li key={car.serial}>
            <Link to={paths.vehicleShow.href(car.serial)} className={styles.row}>
              <span className={styles.plate}>{car.number}</span>
              <span className={styles.type}>{t(`plate:types.${car.type}`)}</span>
              <span className={premium ? styles.premiumTag : styles.ordinaryTag}>
                {premium ? t('vehicles:list.premium') : t('vehicles:list.ordinary')}
              </span>
            </Link>
            {notices
              .filter((setting) => setting.number === car.number)
              .map((setting) => (
                <PlateNoticeSettings key={setting.number} setting={setting} />
              ))}
          </li>
        );
      })}
    </ul>
  );
}
