import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

afterEach(() => {
  vi.useRealTimers();
});

async function openFirstStation(user: ReturnType<typeof renderApp>['user']) {
  const [station] = (await api.listChargeStations({ lng: 98.5856, lat: 24.4337 })).list;
  if (!station) throw new Error('the fixtures have charging stations');
  const item = await screen.findByRole('listitem', { name: station.name });
  await user.click(within(item).getByRole('button', { expanded: false }));
  return within(item).findByRole('list', { name: 'Chargers' });
}

describe('EV charging', () => {
  it('starts on a free charger, shows the energy so far, and stops paid from the balance', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn(USER_A);
    const before = (await api.getMemberFunds()).funds;
    const { user, location } = renderApp('/evc/station');

    const chargers = await openFirstStation(user);
    await user.click(
      within(chargers).getAllByRole('button', { name: /^Start charging on/ })[0] as HTMLElement,
    );

    await waitFor(() => expect(location().pathname).toBe('/evc/order/charging'));
    const serial = new URLSearchParams(location().search).get('serial') ?? '';
    expect(await screen.findByText('0.00 kWh')).toBeVisible();
    // Ten minutes at the charger's power: less than user A's balance.
    await simulatorAdmin.advanceClock(10);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    const running = await api.getChargingStatus(serial);
    expect(running.energy).toBeGreaterThan(0);
    expect(await screen.findByText(`${(running.energy / 1000).toFixed(2)} kWh`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stop charging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop charging?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop charging' }));

    expect(await screen.findByText(/Charging stopped: .* paid from the balance/)).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/evc/order/show'));
    const finished = await api.showChargeOrder(serial);
    expect(finished).toMatchObject({ status: 1, paid: true });
    expect(finished.cost).toBeGreaterThan(0);
    expect((await api.getMemberFunds()).funds).toBe(before - finished.cost);
    expect(await screen.findByText('Finished', { exact: false })).toBeVisible();
  });

  it('needs a balance of 10 yuan to start', async () => {
    await signIn(USER_B);
    const { user, location } = renderApp('/evc/station');

    const chargers = await openFirstStation(user);
    await user.click(
      within(chargers).getAllByRole('button', { name: /^Start charging on/ })[0] as HTMLElement,
    );

    expect(await screen.findByText(/at least 10 yuan/)).toBeVisible();
    expect(location().pathname).toBe('/evc/station');
    expect((await api.listChargeOrders()).total).toBe(0);
  });

  it('lists the member’s charging orders and the wallet', async () => {
    await signIn(USER_A);
    const [order] = (await api.listChargeOrders()).list;
    const { user } = renderApp('/evc/wallet');

    const wallet = await screen.findByRole('region', { name: 'Balance for charging' });
    const { funds } = await api.getMemberFunds();
    await waitFor(() => expect(wallet).toHaveTextContent(`¥${(funds / 100).toFixed(2)}`));
    await user.click(screen.getByRole('link', { name: 'My charging orders' }));
    await user.click(
      await screen.findByRole('link', { name: new RegExp(order?.stationName ?? '') }),
    );

    expect(await screen.findByRole('region', { name: order?.stationName })).toHaveTextContent(
      `${((order?.energy ?? 0) / 1000).toFixed(2)} kWh`,
    );
  });
});
