import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useCouponChoice } from '@/features/coupons/use-coupon-choice';
import { KerbCodeWarning } from '@/features/kerb-codes/components/kerb-code-warning';
import { KerbSignCheck } from '@/features/kerb-codes/components/kerb-sign-check';
import { useKerbPageCheck } from '@/features/kerb-codes/use-kerb-page-check';
import { useDevicePayInfo } from '@/features/orders/api/get-device-pay-info';
import { OrderPayment } from '@/features/orders/components/order-payment';
import { usePayFlow } from '@/features/payment/use-pay-flow';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

// For the route's loader: it asks for the page's data with the code it already has.
export { prefetchOrderPayment } from '../../../prefetch-order-payment';

/**
 * /m/order/payment?carNumber=&plateType=&code=, or ?d={device}&k=&s= for a space's code. A space's
 * code whose signature fails shows the warning and nothing to pay; one signed, or an older sign
 * without a signature (flagged more softly), shows the space as its sign prints it above the page.
 */
export function Component() {
  const { t } = useTranslation('screens');
  const { pay, isPaying } = usePayFlow();
  // The best coupon that applies, unless the owner chose another or none.
  const coupon = useCouponChoice();
  const check = useKerbPageCheck();
  const space = useDevicePayInfo(check.device).data ?? null;

  if (check.status === 'forged') {
    return (
      <Page title={t('orderPayment')}>
        <KerbCodeWarning warning={{ code: check.address, kind: 'forged', device: check.device }} />
      </Page>
    );
  }
  return (
    <Page title={t('orderPayment')}>
      {check.device && (check.status === 'signed' || check.status === 'unsigned') ? (
        <KerbSignCheck status={check.status} device={check.device} space={space} />
      ) : null}
      {check.status === 'checking' ? (
        // Nothing to pay before the code is known to be the operator's.
        <PageLoading />
      ) : (
        <OrderPayment
          paying={isPaying}
          coupon={{ render: coupon.render, deduction: coupon.deductionFor }}
          onSettle={({ draft, area, staffNumber }) =>
            pay({ draft: coupon.apply(draft), area, staffNumber, allowBalance: true, repay: 1 })
          }
        />
      )}
    </Page>
  );
}
