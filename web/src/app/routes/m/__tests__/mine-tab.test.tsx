import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

describe('the mine tab', () => {
  it('shows the member: nickname, masked phone, balance, points (integral / 1000) and coupons', async () => {
    await signIn(USER_A);
    const funds = await api.getMemberFunds();
    renderApp('/m/home?tab=mine');

    const account = await screen.findByRole('region', { name: 'My account' });
    await waitFor(() => expect(account).toHaveTextContent('李明'));
    expect(account).toHaveTextContent('138****8000');
    await waitFor(() =>
      expect(within(account).getByRole('link', { name: /Balance/ })).toHaveTextContent('¥50.00'),
    );
    expect(funds.integral).toBe(1230);
    expect(within(account).getByRole('link', { name: /Points/ })).toHaveTextContent('1.23');
    expect(within(account).getByRole('link', { name: /Coupons/ })).toHaveTextContent(
      String(funds.coupon),
    );
  });

  it('shows a plate with an unexpired membership as premium with its service, others as ordinary', async () => {
    await signIn(USER_A);
    renderApp('/m/home?tab=mine');

    const premium = await screen.findByRole('article', { name: '云ND66666' });
    expect(premium).toHaveTextContent('Premium member · Dehong parking year card');
    expect(within(premium).getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      `/app/vip/card/pay?vipIndex=3&number=${encodeURIComponent('云ND66666')}`,
    );
    const ordinary = screen.getByRole('article', { name: '云N12345' });
    expect(ordinary).toHaveTextContent('Ordinary member');
    expect(within(ordinary).queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('shows the same plate as ordinary once its membership has expired', async () => {
    await simulatorAdmin.advanceClock(31 * 24 * 60);
    await signIn(USER_A);
    renderApp('/m/home?tab=mine');

    const card = await screen.findByRole('article', { name: '云ND66666' });
    expect(card).toHaveTextContent('Ordinary member');
    const [vehicle] = (await api.listVehicles()).filter((v) => v.number === '云ND66666');
    expect(vehicle?.isvalid).toBe(false);
  });

  it('has the shortcut grid of the spec, and a member without cars can add one', async () => {
    await signIn(USER_B);
    const { user, location } = renderApp('/m/home?tab=mine');

    const grid = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Trip bills',
      'Car-service orders',
      'Membership packages',
      'My vehicles',
      'My spaces',
      'E-invoice',
      'Messages',
      'Promotion code',
    ]);
    expect(await screen.findByRole('region', { name: 'My vehicles' })).not.toHaveTextContent(
      'Premium',
    );
    await user.click(screen.getByRole('link', { name: '+ Add vehicle' }));
    await waitFor(() => expect(location().pathname).toBe('/app/vip/car/pub'));
  });
});
