import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { RefundList } from '@/features/pay-orders/components/refund-list';

/** /app/vip/recharge/refund: a paid top-up back to the account that paid it. */
export function Component() {
  const { t } = useTranslation(['screens', 'bills']);
  return (
    <Page title={t('rechargeRefund')}>
      <RefundList />
    </Page>
  );
}
