import type { OrderStatus } from '@dehong/api-spec';
import { type OrderStatusKey, orderStatusKey } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import styles from './order-status-tag.module.css';

/** antd-mobile's outlined Tag colours, on a plain span (the payment page's cards show it first). */
const COLORS: Record<OrderStatusKey, string> = {
  parking: 'var(--adm-color-primary)',
  toPay: 'var(--adm-color-warning)',
  completed: 'var(--adm-color-success)',
  refunded: 'var(--adm-color-text-secondary)',
  abnormal: 'var(--adm-color-danger)',
  cancelled: 'var(--adm-color-text-secondary)',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  const key = orderStatusKey(status);
  return (
    <span className={styles.tag} style={{ color: COLORS[key] }}>
      {t(`status.${key}`)}
    </span>
  );
}
