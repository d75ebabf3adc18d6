import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { ChargeOrderDetail } from '@/features/charging/components/charge-order-detail';
import { PayChargingDebt } from '../pay-charging-debt';

/** /evc/order/show?serial=: one charging order. */
export function Component() {
  const { t } = useTranslation(['screens', 'evc']);
  const [search] = useSearchParams();
  return (
    <Page title={t('screens:evcOrderShow')}>
      <ChargeOrderDetail serial={search.get('serial') ?? ''} />
      <PayChargingDebt />
    </Page>
  );
}
