import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { OrderPayment } from '@/features/orders/components/order-payment';
import { usePayFlow } from '@/features/payment/use-pay-flow';

/** /m/order/payment?carNumber=&plateType=&code=, or ?d={device} for a scanned kerb code. */
export function Component() {
  const { t } = useTranslation('screens');
  const { pay, isPaying } = usePayFlow();
  return (
    <Page title={t('orderPayment')}>
      <OrderPayment
        paying={isPaying}
        onSettle={({ draft, area, staffNumber }) =>
          pay({ draft, area, staffNumber, allowBalance: true, repay: 1 })
        }
      />
    </Page>
  );
}
