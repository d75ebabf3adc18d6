import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();
afterEach(removePayBridge);

const total = () => screen.getByRole('region', { name: 'Total' });

describe('the card purchase’s 10% coupon', () => {
  it('is offered; ticked, the total is 90% and the operator records the coupon', async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const { user } = renderApp('/app/vip/card/pay?vipIndex=1');
    await user.click(await screen.findByRole('radio', { name: '云N12345 · Blue plate' }));
    expect(total()).toHaveTextContent('¥150.00');

    await user.click(screen.getByRole('checkbox', { name: /10% card coupon/ }));
    await waitFor(() => expect(total()).toHaveTextContent('Total ¥135.00 ¥150.00'));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({
      orderType: 'vipCard',
      sumCost: 15000,
      coupon: 1500,
      cost: 13500,
      status: 1,
    });
  });
});
