import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useCouponChoice } from '@/features/coupons/use-coupon-choice';
import { OrderPayment } from '@/features/orders/components/order-payment';
import { usePayFlow } from '@/features/payment/use-pay-flow';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

// For the route's loader: it asks for the page's data with the code it already has.
export { prefetchOrderPayment } from '../../../prefetch-order-payment';

/** /m/order/payment?carNumber=&plateType=&code=, or ?d={device} for a scanned kerb code. */
export function Component() {
  const { t } = useTranslation('screens');
  const { pay, isPaying } = usePayFlow();
  // The best coupon that applies, unless the owner chose another or none.
  const coupon = useCouponChoice();
  return (
    <Page title={t('orderPayment')}>
      <OrderPayment
        paying={isPaying}
        coupon={{ render: coupon.render, deduction: coupon.deductionFor }}
        onSettle={({ draft, area, staffNumber }) =>
          pay({ draft: coupon.apply(draft), area, staffNumber, allowBalance: true, repay: 1 })
        }
      />
    </Page>
  );
}
