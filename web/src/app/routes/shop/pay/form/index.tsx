import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import type { Checkout } from '@/features/shop/checkout';
import { orderDraft } from '@/features/shop/checkout';
import { AppointmentForm } from '@/features/shop/components/appointment-form';
import { usePlaceAndPay } from '../../pay-shop-order';
import linkTarget from '@/components/link-target.module.css';

const checkoutOf = (state: unknown): Checkout | null =>
  state && typeof state === 'object' && 'checkout' in state ? (state.checkout as Checkout) : null;

/**
 * /shop/pay/form/index: the appointment (date and time slot) of a checkout whose products need
 * one, then its payment. Reached from /shop/pay/confirm, which hands over the checkout.
 */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const checkout = checkoutOf(useLocation().state);
  const { submit, isBusy } = usePlaceAndPay();
  return (
    <Page title={t('screens:shopPayForm')}>
      {checkout ? (
        <AppointmentForm
          checkout={checkout}
          paying={isBusy}
          onSubmit={(appointment) => submit(orderDraft(checkout, appointment))}
        />
      ) : (
        <>
          <EmptyState description={t('shop:checkout.missing')} />
          <p style={{ textAlign: 'center' }}>
            <Link to={paths.shop.href()} className={linkTarget.target}>
              {t('shop:cart.goShopping')}
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}
