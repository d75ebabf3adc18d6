import type { Order } from '@dehong/api-spec';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoRows } from '@/components/info-rows';
import { useOperatorSentence } from '@/components/operator-text';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { CouponAmount } from './coupon-amount';
import { OrderStatusTag } from './order-status-tag';
import styles from './order-card.module.css';

const isParking = (order: Order) => order.status === 0 || order.status === 1;
/** Only a completed or refunded order has spent anything: the others still owe their amount. */
const isPaid = (order: Order) => order.status === 9 || order.status === -9;

/** The time span of an order: start ~ end, or just the start while parking. */
export function orderTimeSpan(order: Order): string {
  return order.finishTime ? `${order.startTime} ~ ${order.finishTime}` : order.startTime;
}

/**
 * One order in a list; tapping it opens its details. `full` shows every field of the order list
 * (spec section 2), otherwise what the payment page needs. `device`: the scanned space, carried to
 * the order page when the order is parked there (it lets the user at the space leave now).
 *
 * Memoised: the payment page renders again as each of its queries answers (the plate's summary,
 * its coupons, the auto-pay list), each time in one task, and TanStack Query hands the unchanged
 * orders back as the same objects, so their cards need not render again.
 */
export const OrderCard = memo(function OrderCard({
  order,
  full = false,
  device,
}: {
  order: Order;
  full?: boolean;
  device?: string | null;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const sentence = useOperatorSentence();
  // What was spent (paid), the fee so far (parking), else what is still to pay.
  const money: [string, string] = isPaid(order)
    ? [t('fields.actual'), format.money(order.cash)]
    : isParking(order)
      ? [t('fields.feeSoFar'), format.money(order.ncash)]
      : [t('fields.cash'), format.money(order.cash)];
  const place = sentence((word) =>
    t('spaceAt', { station: word(order.stationName), space: order.space }),
  );
  const rows: [string, ReactNode][] = full
    ? [
        [t('fields.number'), order.number],
        [t('fields.time'), orderTimeSpan(order)],
        [t('fields.space'), place],
        [t('fields.ncash'), format.money(order.ncash)],
        [t('fields.coupon'), order.coupon > 0 ? <CouponAmount order={order} /> : t('none')],
        [t('fields.duration'), format.duration(order.time)],
        money,
      ]
    : [
        [t('fields.space'), place],
        [t('fields.time'), orderTimeSpan(order)],
        [t('fields.duration'), format.duration(order.time)],
        isParking(order)
          ? [t('fields.feeSoFar'), format.money(order.ncash)]
          : [t('fields.cash'), format.money(order.cash)],
      ];

  return (
    <Link
      to={paths.orderShow.href(
        order.bookCode,
        device && order.machine === device ? device : undefined,
      )}
      className={styles.card}
    >
      <div className={styles.header}>
        <span className={styles.bookCode}>
          {full ? `${t('fields.bookCode')} ${order.bookCode}` : order.number}
        </span>
        <OrderStatusTag status={order.status} />
      </div>
      <InfoRows rows={rows} />
    </Link>
  );
});
