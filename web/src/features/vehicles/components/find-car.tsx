import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useCars } from '../api/get-cars';
import { ParkingRecords } from './parking-records';
import styles from './vehicles.module.css';

/**
 * Find car (spec section 2): a drop-down of the member's plates, then where the chosen one parked.
 * `number` is the plate chosen (the first car's when none or not the member's).
 */
export function FindCar({
  number,
  onChoose,
}: {
  number: string | null;
  onChoose: (plate: string) => void;
}) {
  const { t } = useTranslation(['vehicles', 'common']);
  const selectId = useId();
  const cars = useCars();
  if (cars.isPending) return <PageLoading />;
  const plates = cars.data?.map((car) => car.number) ?? [];
  if (plates.length === 0) {
    return (
      <>
        <EmptyState description={t('common:empty.noParkingRecord')} />
        <p className={styles.center}>
          <Link to={paths.vehiclePublish.href()}>{t('vehicles:cards.add')}</Link>
        </p>
      </>
    );
  }
  const chosen = number && plates.includes(number) ? number : (plates[0] ?? '');
  return (
    <>
      <div className={styles.picker}>
        <label htmlFor={selectId}>{t('vehicles:findCar.plate')}</label>
        <select id={selectId} value={chosen} onChange={(event) => onChoose(event.target.value)}>
          {plates.map((plate) => (
            <option key={plate} value={plate}>
              {plate}
            </option>
          ))}
        </select>
      </div>
      <ParkingRecords number={chosen} />
    </>
  );
}
