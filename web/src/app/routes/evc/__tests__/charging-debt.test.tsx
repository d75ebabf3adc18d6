import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import {
  USER_A,
  memberClient,
  signIn,
  simulatorAdmin,
  testAgainstSimulator,
} from '@/testing/simulator';

testAgainstSimulator();

afterEach(removePayBridge);

/** User A (50.00 yuan) charges on CE21 (2.40 yuan a minute) and walks away for 110 minutes. */
async function chargeUntilTheBalanceRunsOut() {
  await signIn(USER_A);
  const started = await api.startCharging('CE21');
  await simulatorAdmin.advanceClock(110);
  await signIn(USER_A);
  return started.serial;
}

describe('a charging debt', () => {
  it('shows on the order page what the balance did not cover', async () => {
    const serial = await chargeUntilTheBalanceRunsOut();
    renderApp(`/evc/order/show?serial=${serial}`);

    const debt = await screen.findByRole('region', { name: 'Charging debt' });
    expect(debt).toHaveTextContent('You owe ¥0.40 for charging');
    expect(debt).toHaveTextContent('The balance ran out before charging stopped.');
    expect(screen.getByText('Still owed').closest('div')?.parentElement).toHaveTextContent('¥0.40');
    expect(await api.getMemberFunds()).toMatchObject({ funds: 0 });
  });

  it('is paid through the pay sheet; then it no longer blocks charging (only the empty balance does)', async () => {
    const serial = await chargeUntilTheBalanceRunsOut();
    const bridge = installFakePayBridge('ok');
    const { user, location } = renderApp('/evc/order/index');

    const debt = await screen.findByRole('region', { name: 'Charging debt' });
    await user.click(within(debt).getByRole('button', { name: 'Pay ¥0.40' }));

    await waitFor(() => expect(location().pathname).toBe('/m/common/pay/result'));
    expect(bridge).toHaveLength(1);
    await waitFor(async () =>
      expect(await api.showChargeOrder(serial)).toMatchObject({ paid: true }),
    );
    // The balance is still empty: the refusal is now the balance's (5005), not the debt's (5006).
    // (a client of its own: the result page's own calls hold the app client's submit lock)
    await expect(memberClient().startCharging('CE22')).rejects.toMatchObject({ code: 5005 });
    expect(screen.queryByRole('region', { name: 'Charging debt' })).not.toBeInTheDocument();
  });
});
