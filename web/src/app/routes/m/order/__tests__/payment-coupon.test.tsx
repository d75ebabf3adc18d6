import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();
afterEach(removePayBridge);

const ARREARS = '/m/order/payment?carNumber=云N12345';
const couponLine = () => screen.getByRole('region', { name: 'Coupon' });
const settleBar = () => screen.getByRole('region', { name: 'To pay' });

async function openArrears() {
  const app = renderApp(ARREARS);
  await waitFor(() => expect(couponLine()).toHaveTextContent('2 coupons apply'));
  return app;
}

async function confirmBalance(amount: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Pay from balance' });
  expect(dialog).toHaveTextContent(`Amount${amount}`);
  await userEvent
    .setup({ pointerEventsCheck: 0 })
    .click(within(dialog).getByRole('button', { name: 'Pay' }));
}

describe('a coupon on the payment page', () => {
  it('offers the best coupon with the cost before and after; one tap takes it and the owner pays less', async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const [best] = (await api.listCoupons()).list.filter((coupon) => coupon.amount === 500);
    const { user } = await openArrears();

    expect(couponLine()).toHaveTextContent('Before ¥14.00');
    expect(couponLine()).toHaveTextContent('After coupon ¥9.00');
    expect(settleBar()).toHaveTextContent('¥14.00');
    await user.click(within(couponLine()).getByRole('button', { name: 'Use' }));

    expect(couponLine()).toHaveTextContent('-¥5.00');
    expect(settleBar()).toHaveTextContent('To pay ¥9.00 ¥14.00');
    await user.click(screen.getByRole('button', { name: 'Settle' }));
    await confirmBalance('¥9.00');

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect((await api.getMemberFunds()).funds).toBe(5000 - 900);
    expect(await api.showCoupon(best!.serial)).toMatchObject({ status: 1 });
  });

  it('lets the owner choose another coupon or none in the sheet', async () => {
    await signIn(USER_A);
    await memberClient().convertCoupon('WELCOME10');
    const { user } = renderApp(ARREARS);
    // The 10-yuan coupon needs 15 yuan: 14 is below it, so it is not offered.
    await waitFor(() => expect(couponLine()).toHaveTextContent('2 coupons apply'));

    await user.click(within(couponLine()).getByRole('button', { name: /2 coupons apply/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose a coupon' });
    const radios = within(sheet).getAllByRole('radio');
    // Best first: 5 yuan, 3 yuan, then none.
    expect(radios).toHaveLength(3);
    await user.click(within(sheet).getByRole('radio', { name: /-¥3\.00/ }));
    await waitFor(() => expect(settleBar()).toHaveTextContent('¥11.00'));

    await user.click(within(couponLine()).getByRole('button', { name: /-¥3\.00/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Do not use a coupon' }),
    );
    await waitFor(() => expect(settleBar()).toHaveTextContent('To pay ¥14.00'));
    expect(settleBar()).not.toHaveTextContent('¥11.00');
  });
});
