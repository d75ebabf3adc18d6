import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PayOrderList } from '@/features/pay-orders/components/pay-order-list';

/** /app/vip/order/pay/card: the member's membership card orders (membership packages). */
export function Component() {
  const { t } = useTranslation(['screens', 'bills']);
  return (
    <Page title={t('screens:cardOrders')}>
      <PayOrderList query={{ orderType: 'vipCard' }} empty={t('bills:cardOrders.empty')} />
    </Page>
  );
}
