import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyNote } from '@/components/empty-note';
import { NoticeLine } from '@/components/notice-line';
import { paths } from '@/config/paths';
import type { Order } from '@dehong/api-spec';
import type { PlateQuery } from '../api/plate-query';
import { OrderCard } from './order-card';
import styles from './order-payment.module.css';

/*
 * The payment page's parts, given what its queries answered: the page holds the queries, so that
 * showing a part never mounts another reader of a query that failed (which asks it again, and
 * the page's loading state swapped the part out and in again, asking without end).
 */

/**
 * The plate's orders parking now (shown only when there are some), billed for reference. `device`:
 * the scanned space, passed on to the order parked there.
 */
export function CurrentOrders({
  orders,
  device,
}: {
  orders: readonly Order[] | undefined;
  device?: string | null;
}) {
  const { t } = useTranslation('orders');
  if (!orders || orders.length === 0) return null;
  return (
    <section aria-labelledby="current-orders">
      <h2 id="current-orders" className={styles.heading}>
        {t('payment.current')}
      </h2>
      <NoticeLine color="info">{t('referenceNotice')}</NoticeLine>
      {orders.map((order) => (
        <OrderCard key={order.serial} order={order} device={device} />
      ))}
    </section>
  );
}

/** The first page of the plate's orders to pay, with "see more" leading to the order list. */
export function ArrearsOrders({
  query,
  unpaid,
}: {
  query: PlateQuery;
  unpaid: { list: readonly Order[]; total: number } | undefined;
}) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <section aria-labelledby="arrears-orders">
      <div className={styles.headingRow}>
        <h2 id="arrears-orders" className={styles.heading}>
          {t('orders:payment.arrears')}
        </h2>
        {unpaid && unpaid.total > 0 ? (
          <Link to={paths.orderList.href({ carNumber: query.number, code: query.code })}>
            {t('common:actions.seeMore')}
          </Link>
        ) : null}
      </div>
      {unpaid?.list.map((order) => (
        <OrderCard key={order.serial} order={order} />
      ))}
      {unpaid && unpaid.list.length === 0 ? (
        <EmptyNote description={t('common:empty.noUnpaidOrders')} />
      ) : null}
    </section>
  );
}
