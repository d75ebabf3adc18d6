import type { PayOrder } from '@dehong/api-spec';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '@/components/info-rows';
import { useFormat } from '@/hooks/use-format';
import styles from './pay-orders.module.css';

const STATUS = { 0: 'unpaid', 1: 'paid', [-1]: 'cancelled', 2: 'refunded' } as const;

/**
 * What a pay order bought, in the reader's words: composed from its type and fields (the
 * operator's `goodsName` is Chinese text). A card's own name, when the screen knows it, is `named`.
 */
function usePayOrderTitle(): (order: PayOrder) => string {
  const { t } = useTranslation('bills');
  const format = useFormat();
  return (order) => {
    switch (order.orderType) {
      case 'recharge':
        return t('payOrderTitle.recharge', { amount: format.money(order.sumCost) });
      case 'parking':
      case 'charging':
        return t(`payOrderTitle.${order.orderType}`, {
          count: order.goods.split(',').filter(Boolean).length,
        });
      case 'vipCard':
      case 'shop':
        return t(`payOrderTitle.${order.orderType}`);
    }
  };
}

/** One pay order: what was bought, for which plates, what it cost, its state and payment. */
export function PayOrderCard({
  order,
  action,
  named,
}: {
  order: PayOrder;
  action?: ReactNode;
  /** The goods' own name (a card's) in the reader's words, shown instead of the kind's word. */
  named?: string;
}) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const compose = usePayOrderTitle();
  const title = named || compose(order);
  const rows: [string, string][] = [[t('payOrder.amount'), format.money(order.cost)]];
  if (order.numbers.length > 0) rows.push([t('payOrder.plates'), order.numbers.join(', ')]);
  if (order.appointment) rows.push([t('payOrder.activation'), order.appointment]);
  rows.push([t('payOrder.created'), order.createTime]);
  if (order.payTime) rows.push([t('payOrder.paid'), order.payTime]);
  if (order.paytype) rows.push([t('payOrder.payType'), t(`payType.${order.paytype}`)]);
  if (order.refund) rows.push([t('payOrder.refund'), format.money(order.refund)]);
  rows.push([t('payOrder.code'), order.payCode]);
  return (
    <article className={styles.card} aria-label={title}>
      <header className={styles.header}>
        <strong>{title}</strong>
        <span className={styles[STATUS[order.status]]}>{t(`status.${STATUS[order.status]}`)}</span>
      </header>
      <InfoRows rows={rows} />
      {action}
    </article>
  );
}
