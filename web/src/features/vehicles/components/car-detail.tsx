import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { useOperatorWord } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { confirm } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useCars } from '../api/get-cars';
import { useVehicles } from '../api/get-vehicles';
import { useRemoveCar } from '../api/remove-car';
import { RENEWAL_VIP_INDEX } from './vehicle-cards';
import styles from './vehicles.module.css';

/**
 * One car: plate, type, when it was added, its membership (premium with service, validity and
 * savings, or ordinary), the ways to its orders, records and a card, and its removal.
 */
export function CarDetail({ serial, onRemoved }: { serial: string; onRemoved: () => void }) {
  const { t } = useTranslation(['vehicles', 'plate']);
  const word = useOperatorWord();
  const format = useFormat();
  const cars = useCars();
  const vehicle = useVehicles().data?.find(
    (candidate) => candidate.number === cars.data?.find((car) => car.serial === serial)?.number,
  );
  const remove = useRemoveCar();
  if (cars.isPending) return <PageLoading />;
  const car = cars.data?.find((candidate) => candidate.serial === serial);
  if (!car) return <EmptyState description={t('vehicles:show.notFound')} />;

  const askToRemove = async () => {
    const removing = await confirm({
      title: t('vehicles:show.removeTitle'),
      content: t('vehicles:show.removeBody', { number: car.number }),
      confirmText: t('vehicles:show.remove'),
      cancelText: t('vehicles:show.keep'),
    });
    if (!removing) return;
    remove.mutate(car.serial, {
      onSuccess: () => {
        toast.success(t('vehicles:show.removed'));
        onRemoved();
      },
    });
  };

  const premium = vehicle?.isvalid === true;
  const rows: [string, string][] = [
    [t('vehicles:show.type'), t(`plate:types.${car.type}`)],
    [t('vehicles:show.added'), car.createTime],
    [
      t('vehicles:show.membership'),
      premium
        ? t('vehicles:cards.premium', { service: word(vehicle.service) })
        : t('vehicles:list.ordinary'),
    ],
  ];
  if (premium) rows.push([t('vehicles:show.validUntil'), vehicle.expiry ?? '']);
  if (vehicle && vehicle.economize > 0) {
    rows.push([t('vehicles:show.saved'), format.money(vehicle.economize)]);
  }

  return (
    <>
      <section className={premium ? styles.headerPremium : styles.header} aria-label={car.number}>
        <strong className={styles.bigPlate}>{car.number}</strong>
      </section>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <nav className={styles.links} aria-label={t('vehicles:show.more')}>
        <Link
          to={
            premium
              ? paths.cardPay.href({ vipIndex: RENEWAL_VIP_INDEX, number: car.number })
              : paths.cardPay.href({ vipIndex: 1, number: car.number })
          }
        >
          {premium ? t('vehicles:cards.renew') : t('vehicles:cards.buyCard')}
        </Link>
        <Link to={paths.orderList.href({ carNumber: car.number, showPay: 0 })}>
          {t('vehicles:show.orders')}
        </Link>
        <Link to={paths.findCar.href(car.number)}>{t('vehicles:show.records')}</Link>
      </nav>
      <div className={styles.actions}>
        <Button block color="danger" fill="outline" onClick={() => void askToRemove()}>
          {t('vehicles:show.remove')}
        </Button>
      </div>
    </>
  );
}
