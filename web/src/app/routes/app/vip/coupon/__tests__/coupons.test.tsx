import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';
import operatorWords from '@/i18n/locales/en-US/operator';
/** An operator word as the en-US app shows it (known words are translated). */
const shown = (text = '') => (operatorWords as Record<string, string>)[text] ?? text;

testAgainstSimulator();

const couponItems = () => document.querySelectorAll('li');

describe('the coupon list', () => {
  it('shows the three tabs with their counts, the unused coupons first', async () => {
    await signIn(USER_A);
    const stats = await api.getCouponStats();
    renderApp('/app/vip/coupon/index');

    expect(await screen.findByRole('tab', { name: `Unused (${stats.unused})` })).toBeVisible();
    expect(screen.getByRole('tab', { name: `Used (${stats.used})` })).toBeVisible();
    expect(screen.getByRole('tab', { name: `Expired (${stats.expired})` })).toBeVisible();
    await waitFor(() => expect(couponItems()).toHaveLength(stats.unused));
  });

  it('redeems a voucher code into an unused coupon', async () => {
    await signIn(USER_A);
    const before = (await api.getCouponStats()).unused;
    const { user } = renderApp('/app/vip/coupon/index');
    await waitFor(() => expect(couponItems()).toHaveLength(before));

    await user.type(screen.getByRole('textbox', { name: 'Redemption code' }), 'dhpark2026');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText(/added to your coupons/)).toBeVisible();
    expect((await api.getCouponStats()).unused).toBe(before + 1);
    await waitFor(() => expect(couponItems()).toHaveLength(before + 1));
    expect(screen.getByRole('tab', { name: `Unused (${before + 1})` })).toBeVisible();
  });

  it('says so when the code has been used already, and adds nothing', async () => {
    await signIn(USER_A);
    await memberClient().convertCoupon('DHPARK2026');
    const before = (await api.getCouponStats()).unused;
    const { user } = renderApp('/app/vip/coupon/index');

    await user.type(await screen.findByRole('textbox', { name: 'Redemption code' }), 'DHPARK2026');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(
      await screen.findByText('The redemption code is not valid or has been used'),
    ).toBeVisible();
    expect((await api.getCouponStats()).unused).toBe(before);
  });

  it('clears the expired coupons once the owner confirms, and the rights packages are a tap away', async () => {
    await signIn(USER_A);
    const [pkg] = await api.listRightsPackages();
    const { user, location } = renderApp('/app/vip/coupon/index');

    await user.click(await screen.findByRole('tab', { name: 'Expired (1)' }));
    await waitFor(() => expect(couponItems()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Clear expired coupons' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: 'Clear' }));

    expect(await screen.findByText('1 expired coupon removed')).toBeVisible();
    expect((await api.getCouponStats()).expired).toBe(0);
    expect(await screen.findByText('No coupons')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Expired (0)' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Coupon rights packages' }));
    await waitFor(() => expect(location().pathname).toBe('/app/coupon/rights'));
    expect(await screen.findByRole('listitem', { name: shown(pkg?.name) })).toBeVisible();
  });

  it('shows a coupon as the server has it: amount, minimum, validity, area and status', async () => {
    await signIn(USER_A);
    const [first] = (await api.listCoupons()).list;
    const { user } = renderApp('/app/vip/coupon/index');

    await user.click(
      (await screen.findAllByRole('button', { name: new RegExp(shown(first!.name)) }))[0]!,
    );

    const sheet = await screen.findByRole('dialog', { name: 'Coupon details' });
    await waitFor(() => expect(sheet).toHaveTextContent('Amount off'));
    expect(sheet).toHaveTextContent(`Valid ${first!.startDate} to ${first!.endDate}`);
    expect(sheet).toHaveTextContent('All of Dehong');
    expect(sheet).toHaveTextContent('StatusUnused');
  });
});
