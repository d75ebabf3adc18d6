import type { Order } from '@dehong/api-spec';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiUrl } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

afterEach(() => {
  vi.useRealTimers();
});

const plateQuery = (number: string) => ({ number, plateType: 1 as const, code: '5331' as const });

async function parkingNow(number = '云N12345'): Promise<Order> {
  const [order] = await api.listCurrentOrders(plateQuery(number));
  if (!order) throw new Error(`${number} is not parking`);
  return order;
}

async function orderWithStatus(status: number): Promise<Order> {
  const { list } = await api.listOrders({ number: '云N12345', page: 1, pageSize: 20 });
  const order = list.find((candidate) => candidate.status === status);
  if (!order) throw new Error(`云N12345 has no order of status ${status}`);
  return order;
}

const fact = (label: string) => screen.getByText(label).closest('.adm-list-item') as HTMLElement;

describe('the order page', () => {
  it('shows every fact of a paid order, its photos, the hotline and the fee rules', async () => {
    await signIn(USER_A);
    const order = await orderWithStatus(9);
    renderApp(`/m/order/show?c=${order.bookCode}`);

    await screen.findByText(order.bookCode);
    expect(fact('Plate')).toHaveTextContent(order.number);
    expect(fact('Start time')).toHaveTextContent(order.startTime);
    expect(fact('End time')).toHaveTextContent(order.finishTime ?? '');
    expect(fact('Amount due')).toHaveTextContent(`¥${(order.ncash / 100).toFixed(2)}`);
    expect(fact('Prepaid amount')).toHaveTextContent('¥0.00');
    expect(fact('Actual spend')).toHaveTextContent(`¥${(order.cash / 100).toFixed(2)}`);
    expect(fact('Transaction number')).toHaveTextContent(order.transaction);
    expect(fact('Pay time')).toHaveTextContent(order.payTime ?? '');
    expect(fact('Pay method')).toHaveTextContent('ICBC');
    expect(fact('Station')).toHaveTextContent(order.stationName);
    expect(fact('Space')).toHaveTextContent(order.space);
    expect(await screen.findByRole('link', { name: '0692-2888666' })).toHaveAttribute(
      'href',
      'tel:0692-2888666',
    );
    // Photos are private: signed links, fresh on every read (so compared by their path).
    for (const [name, url] of [
      ['Entry photo', order.spic],
      ['Exit photo', order.epic],
    ] as const) {
      const src = new URL(screen.getByRole('img', { name }).getAttribute('src') ?? '');
      expect(src.href.split('?')[0]).toBe(apiUrl(url.split('?')[0] ?? ''));
      expect(src.searchParams.get('sig')).toBeTruthy();
    }
    expect(await screen.findByRole('link', { name: 'Mangshi fee rules' })).toHaveAttribute(
      'href',
      apiUrl('/media/fee-rule/533103.html'),
    );
    expect(screen.getByRole('link', { name: 'Yingjiang fee rules' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave now' })).not.toBeInTheDocument();
  });

  it('offers pay now for an order to pay, which opens the payment page of its plate', async () => {
    await signIn(USER_A);
    const order = await orderWithStatus(22);
    const { user, location } = renderApp(`/m/order/show?c=${order.bookCode}`);

    await user.click(await screen.findByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(location().pathname).toBe('/m/order/payment'));
    expect(new URLSearchParams(location().search).get('carNumber')).toBe('云N12345');
  });

  it('offers no leave now for an order its space sensor ends (type 1)', async () => {
    await signIn(USER_A);
    const order = await parkingNow('云NB2468');
    renderApp(`/m/order/show?c=${order.bookCode}`);

    await screen.findByText(order.bookCode);
    expect(screen.queryByRole('button', { name: 'Leave now' })).not.toBeInTheDocument();
  });

  it('keeps parking when the driver says no in the leave reminder', async () => {
    await signIn(USER_A);
    const order = await parkingNow();
    const { user } = renderApp(`/m/order/show?c=${order.bookCode}`);
    expect(
      await screen.findByText('The car is still parked: the amount is for reference only.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Leave now' }));
    const reminder = await screen.findByRole('dialog', { name: 'Leave reminder' });
    expect(reminder).toHaveTextContent(
      'If the vehicle does not leave the space within 1 minute, billing continues automatically.',
    );
    await user.click(within(reminder).getByRole('button', { name: 'No, keep parking' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await api.showOrder(order.serial)).status).toBe(0);
  });

  it('ends parking on leave now, counts down 3 seconds, then opens the payment page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn(USER_A);
    const order = await parkingNow();
    const { user, location } = renderApp(`/m/order/show?c=${order.bookCode}`);

    await user.click(await screen.findByRole('button', { name: 'Leave now' }));
    const reminder = await screen.findByRole('dialog', { name: 'Leave reminder' });
    await user.click(within(reminder).getByRole('button', { name: 'Confirm leaving' }));

    expect(await screen.findByText('Parking ended. Going to payment in 3s')).toBeVisible();
    expect((await api.showOrder(order.serial)).status).toBe(22);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Parking ended. Going to payment in 2s')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Parking ended. Going to payment in 1s')).toBeVisible();
    expect(location().pathname).toBe('/m/order/show');

    await act(() => vi.advanceTimersByTimeAsync(1000));

    await waitFor(() => expect(location().pathname).toBe('/m/order/payment'));
    const query = new URLSearchParams(location().search);
    expect(query.get('carNumber')).toBe('云N12345');
    const summary = await screen.findByRole('region', { name: 'Total arrears' });
    await waitFor(() => expect(within(summary).getByText('4')).toBeInTheDocument());
  });

  it('shows the page-does-not-exist state for an unknown order', async () => {
    await signIn(USER_A);
    renderApp('/m/order/show?c=NOSUCHORDER');

    expect(await screen.findByText('Page does not exist')).toBeVisible();
  });
});
