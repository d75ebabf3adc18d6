import type { OrderStatus } from '@dehong/api-spec';
import { type OrderStatusKey, orderStatusKey } from '@dehong/api-spec/domain';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatusKey, string> = {
  parking: 'primary',
  toPay: 'warning',
  completed: 'success',
  refunded: 'default',
  abnormal: 'danger',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  const key = orderStatusKey(status);
  return (
    <Tag color={COLORS[key]} fill="outline">
      {t(`status.${key}`)}
    </Tag>
  );
}
