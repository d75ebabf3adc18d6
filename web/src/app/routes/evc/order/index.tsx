import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { ChargeOrderList } from '@/features/charging/components/charge-order-list';

/** /evc/order/index: the member's charging orders. */
export function Component() {
  const { t } = useTranslation(['screens', 'evc']);
  return (
    <Page title={t('screens:evcOrders')}>
      <ChargeOrderList />
    </Page>
  );
}
