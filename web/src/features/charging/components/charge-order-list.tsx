import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { useChargeOrders } from '../api/get-charge-orders';
import { kwh } from '../energy';
import styles from './charging.module.css';

/** The member's charging orders; the one charging now opens its live page. */
export function ChargeOrderList() {
  const { t } = useTranslation('evc');
  const format = useFormat();
  const orders = useChargeOrders();
  if (orders.isPending) return <PageLoading />;
  const items = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('orders.empty')} />;
  return (
    <>
      <ul className={styles.orders}>
        {items.map((order) => (
          <li key={order.serial}>
            <Link
              className={styles.order}
              to={
                order.status === 0
                  ? paths.evcCharging.href(order.serial)
                  : paths.evcOrderShow.href(order.serial)
              }
            >
              <span>
                <strong>
                  <OperatorText text={order.stationName} />
                </strong>
                <small>{order.startTime}</small>
              </span>
              <span className={styles.orderFigures}>
                {format.money(order.cost)}
                <small>
                  {order.status === 0 ? t('status.charging') : `${kwh(order.energy)} kWh`}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={orders.hasNextPage} loadMore={() => orders.fetchNextPage()} />
    </>
  );
}
