import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import {
  USER_A,
  memberClient,
  signIn,
  simulatorAdmin,
  testAgainstSimulator,
} from '@/testing/simulator';

testAgainstSimulator();
afterEach(removePayBridge);

const packages = () => screen.findByRole('radiogroup', { name: 'Top-up packages' });

describe('the top-up page', () => {
  it('shows the balance and what each package gives, in yuan or in percent of its price', async () => {
    await signIn(USER_A);
    renderApp('/app/vip/recharge');

    const balance = await screen.findByRole('region', { name: 'Balance' });
    await waitFor(() => expect(balance).toHaveTextContent('¥50.00'));
    expect(within(balance).getByRole('link', { name: 'Top-up records' })).toHaveAttribute(
      'href',
      '/app/vip/order/pay/recharge',
    );
    const grid = await packages();
    const cards = within(grid).getAllByRole('radio');
    expect(cards.map((card) => card.textContent)).toEqual([
      '¥50.00',
      'Popular¥100.00Get ¥5.00 more',
      '¥200.00+5%, get ¥10.00 more',
      'Best value¥500.00+8%, get ¥40.00 more',
      'Other amount',
    ]);
    expect(cards[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('asks for at least 10 yuan for another amount, and publishes nothing', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/recharge');
    const before = (await simulatorAdmin.payOrders()).length;

    await user.type(
      within(await packages()).getByRole('textbox', { name: 'Other amount in yuan' }),
      '9.99',
    );
    await user.click(screen.getByRole('button', { name: 'Top up now' }));

    expect(await screen.findByText('Please top up at least 10 yuan')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Confirm the top-up' })).toBeNull();
    expect(await simulatorAdmin.payOrders()).toHaveLength(before);
  });

  it('confirms a percent package in the pay popup: amount, gift and what the balance gains', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/recharge');

    await user.click(within(await packages()).getByRole('radio', { name: /¥200.00/ }));
    await user.click(screen.getByRole('button', { name: 'Top up now' }));

    const popup = await screen.findByRole('dialog', { name: 'Confirm the top-up' });
    expect(popup).toHaveTextContent('Top-up amount¥200.00');
    expect(popup).toHaveTextContent('Gift¥10.00');
    expect(popup).toHaveTextContent('Added to the balance¥210.00');
  });

  it('tops up 50 yuan through the pay sheet, and the balance holds 50 yuan more', async () => {
    await signIn(USER_A);
    const bridge = installFakePayBridge('ok');
    const { user, location } = renderApp('/app/vip/recharge');

    await user.type(
      within(await packages()).getByRole('textbox', { name: 'Other amount in yuan' }),
      '50',
    );
    await user.click(screen.getByRole('button', { name: 'Top up now' }));
    const popup = await screen.findByRole('dialog', { name: 'Confirm the top-up' });
    await user.click(within(popup).getByRole('button', { name: 'Pay ¥50.00' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(location().pathname).toBe('/m/common/pay/result');
    expect(screen.getByText('¥50.00')).toBeVisible();
    expect(bridge).toHaveLength(1);
    expect((await api.getMemberFunds()).funds).toBe(5000 + 5000);
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({ orderType: 'recharge', cost: 5000, status: 1 });
  });

  it('opened without an area, pays through the bank of the area of the member’s latest order', async () => {
    await signIn(USER_A);
    const [latest] = (await api.listOrders({ behalf: 1, page: 1, pageSize: 1 })).list;
    expect(latest?.code.slice(0, 6)).toBe('533103');
    installFakePayBridge('ok');
    const { user } = renderApp('/app/vip/recharge');

    await user.click(within(await packages()).getByRole('radio', { name: /¥100.00/ }));
    await user.click(screen.getByRole('button', { name: 'Top up now' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ¥100.00' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({ orderType: 'recharge', cost: 10000, paytype: 'icbc' });
  });

  it('follows the latest order: after parking in Ruili, a top-up is paid through Ruili’s route', async () => {
    await signIn(USER_A);
    await memberClient().publishOrder({ device: 'D10004', number: '云ND66666', plateType: 2 });
    installFakePayBridge('ok');
    const { user } = renderApp('/m/home?tab=mine');

    await user.click(await screen.findByRole('link', { name: /Balance/ }));
    await user.click(within(await packages()).getByRole('radio', { name: /¥100.00/ }));
    await user.click(screen.getByRole('button', { name: 'Top up now' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ¥100.00' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({ orderType: 'recharge', cost: 10000, paytype: 'wxpay' });
  });

  it('pays a top-up through the bank of the area it is opened for', async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const { user } = renderApp('/app/vip/recharge?code=533103');

    await user.click(within(await packages()).getByRole('radio', { name: /¥100.00/ }));
    await user.click(screen.getByRole('button', { name: 'Top up now' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ¥100.00' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({ cost: 10000, paytype: 'icbc' });
    const funds = await api.getMemberFunds();
    expect(funds.funds).toBe(5000 + 10000 + 500);
    expect(funds.give).toBe(500);
  });

  it('says payment cancelled when the pay sheet is cancelled, and the balance stays', async () => {
    await signIn(USER_A);
    installFakePayBridge('cancel');
    const { user } = renderApp('/app/vip/recharge');
    await packages();

    await user.click(screen.getByRole('button', { name: 'Top up now' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ¥50.00' }));

    expect(await screen.findByText('Payment cancelled')).toBeVisible();
    expect((await api.getMemberFunds()).funds).toBe(5000);
  });

  it('shows the top-up notice with the way to a refund', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/recharge');

    await user.click(await screen.findByRole('button', { name: 'Top-up notice' }));

    const notice = await screen.findByRole('dialog', { name: 'Top-up notice' });
    expect(notice).toHaveTextContent('A top-up is at least 10 yuan.');
    expect(within(notice).getByRole('link', { name: 'Ask for a refund' })).toHaveAttribute(
      'href',
      '/app/vip/recharge/refund',
    );
  });
});
