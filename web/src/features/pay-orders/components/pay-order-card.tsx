import type { PayOrder } from '@dehong/api-spec';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '@/components/info-rows';
import { useFormat } from '@/hooks/use-format';
import styles from './pay-orders.module.css';

const STATUS = { 0: 'unpaid', 1: 'paid', [-1]: 'cancelled', 2: 'refunded' } as const;

/** One pay order: what was bought, for which plates, what it cost, its state and payment. */
export function PayOrderCard({ order, action }: { order: PayOrder; action?: ReactNode }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const rows: [string, string][] = [[t('payOrder.amount'), format.money(order.cost)]];
  if (order.numbers.length > 0) rows.push([t('payOrder.plates'), order.numbers.join(', ')]);
  if (order.appointment) rows.push([t('payOrder.activation'), order.appointment]);
  rows.push([t('payOrder.created'), order.createTime]);
  if (order.payTime) rows.push([t('payOrder.paid'), order.payTime]);
  if (order.paytype) rows.push([t('payOrder.payType'), t(`payType.${order.paytype}`)]);
  if (order.refund) rows.push([t('payOrder.refund'), format.money(order.refund)]);
  rows.push([t('payOrder.code'), order.payCode]);
  return (
    <article className={styles.card} aria-label={order.goodsName}>
      <header className={styles.header}>
        <strong>{order.goodsName}</strong>
        <span className={styles[STATUS[order.status]]}>{t(`status.${STATUS[order.status]}`)}</span>
      </header>
      <InfoRows rows={rows} />
      {action}
    </article>
  );
}
