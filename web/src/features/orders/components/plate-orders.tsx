import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyNote } from '@/components/empty-note';
import { NoticeLine } from '@/components/notice-line';
import { paths } from '@/config/paths';
import { useCurrentOrders } from '../api/get-current-orders';
import { useUnpaidOrders } from '../api/get-unpaid-orders';
import type { PlateQuery } from '../api/plate-query';
import { OrderCard } from './order-card';
import styles from './order-payment.module.css';

/**
 * The plate's orders parking now (shown only when there are some), billed for reference. `device`:
 * the scanned space, passed on to the order parked there.
 */
export function CurrentOrders({ query, device }: { query: PlateQuery; device?: string | null }) {
  const { t } = useTranslation('orders');
  const current = useCurrentOrders(query);
  if (!current.data || current.data.length === 0) return null;
  return (
    <section aria-labelledby="current-orders">
      <h2 id="current-orders" className={styles.heading}>
        {t('payment.current')}
      </h2>
      <NoticeLine color="info">{t('referenceNotice')}</NoticeLine>
      {current.data.map((order) => (
        <OrderCard key={order.serial} order={order} device={device} />
      ))}
    </section>
  );
}

/** The first page of the plate's orders to pay, with "see more" leading to the order list. */
export function ArrearsOrders({ query }: { query: PlateQuery }) {
  const { t } = useTranslation(['orders', 'common']);
  const unpaid = useUnpaidOrders(query);
  return (
    <section aria-labelledby="arrears-orders">
      <div className={styles.headingRow}>
        <h2 id="arrears-orders" className={styles.heading}>
          {t('orders:payment.arrears')}
        </h2>
        {unpaid.data && unpaid.data.total > 0 ? (
          <Link to={paths.orderList.href({ carNumber: query.number, code: query.code })}>
            {t('common:actions.seeMore')}
          </Link>
        ) : null}
      </div>
      {unpaid.data?.list.map((order) => (
        <OrderCard key={order.serial} order={order} />
      ))}
      {unpaid.data && unpaid.data.list.length === 0 ? (
        <EmptyNote description={t('common:empty.noUnpaidOrders')} />
      ) : null}
    </section>
  );
}
