import type { Order } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOperatorSentence } from '@/components/operator-text';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import styles from './home-card.module.css';

/** The member's cars parking now, each opening its order (where leave now is). */
export function ParkingNowCard({ orders }: { orders: readonly Order[] | undefined }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const sentence = useOperatorSentence();
  return (
    <section className={styles.card} aria-labelledby="parking-now-title">
      <h2 id="parking-now-title" className={styles.cardTitle}>
        {t('parkingNow.title')}
      </h2>
      {orders && orders.length === 0 ? <p className={styles.weak}>{t('parkingNow.none')}</p> : null}
      {orders?.map((order) => (
        <Link
          key={order.serial}
          to={paths.orderShow.href(order.bookCode)}
          className={styles.parking}
        >
          <span className={styles.plate}>{order.number}</span>
          <span className={styles.parkingPlace}>
            {sentence((word) =>
              t('parkingNow.place', { station: word(order.stationName), space: order.space }),
            )}
            <small>
              {t('parkingNow.since', { time: order.startTime })} · {format.duration(order.time)}
            </small>
          </span>
          <span className={styles.parkingFee}>
            {t('parkingNow.feeSoFar', { amount: format.money(order.ncash) })}
          </span>
        </Link>
      ))}
    </section>
  );
}
