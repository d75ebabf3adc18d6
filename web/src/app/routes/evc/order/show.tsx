import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { ChargeOrderDetail } from '@/features/charging/components/charge-order-detail';
import { PayChargingDebt } from '../pay-charging-debt';

/** /evc/order/show?serial=: one charging order (without a serial: says so, never waits). */
export function Component() {
  const { t } = useTranslation(['screens', 'evc']);
  const [search] = useSearchParams();
  const serial = search.get('serial') ?? '';
  return (
    <Page title={t('screens:evcOrderShow')}>
      {serial ? (
        <>
          <ChargeOrderDetail serial={serial} />
          <PayChargingDebt />
        </>
      ) : (
        <EmptyState description={t('evc:missingSerial')} />
      )}
    </Page>
  );
}
