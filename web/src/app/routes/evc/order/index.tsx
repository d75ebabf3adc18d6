import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { ChargeOrderList } from '@/features/charging/components/charge-order-list';
import { PayChargingDebt } from '../pay-charging-debt';

/** /evc/order/index: the member's charging orders, and what they still owe for charging. */
export function Component() {
  const { t } = useTranslation(['screens', 'evc']);
  return (
    <Page title={t('screens:evcOrders')}>
      <PayChargingDebt />
      <ChargeOrderList />
    </Page>
  );
}
