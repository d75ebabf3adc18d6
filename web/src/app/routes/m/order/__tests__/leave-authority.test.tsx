import type { Order } from '@dehong/api-spec';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_B, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

afterEach(() => {
  vi.useRealTimers();
});

/** 云N12345 (user A's car) is parked at D10001. */
async function parkingAtD10001(): Promise<Order> {
  const [order] = await api.listCurrentOrders({ number: '云N12345', plateType: 1, code: '5331' });
  if (!order) throw new Error('云N12345 is not parking');
  return order;
}

async function confirmLeaving(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Leave now' }));
  const reminder = await screen.findByRole('dialog', { name: 'Leave reminder' });
  await user.click(within(reminder).getByRole('button', { name: 'Confirm leaving' }));
}

describe('who may leave now', () => {
  it("tells a member who is neither the car's owner nor at its space why they cannot end it", async () => {
    await signIn(USER_B);
    const order = await parkingAtD10001();
    const { user, location } = renderApp(`/m/order/show?c=${order.bookCode}`);

    await confirmLeaving(user);

    const refusal = await screen.findByRole('dialog', { name: 'You cannot end this stay' });
    expect(refusal).toHaveTextContent(
      "Only the car's owner, or someone at its space, can end parking.",
    );
    expect((await api.showOrder(order.serial)).status).toBe(0);
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/m/order/show');
  });

  it('lets the member who scanned the space code leave: the page opened from the space carries it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn(USER_B);
    const order = await parkingAtD10001();
    const { user, location } = renderApp('/m/order/payment?d=D10001');
    const guide = await screen.findByRole('dialog', { name: 'Is this your car?' });
    await user.click(within(guide).getByRole('button', { name: 'Confirm payment' }));

    const parkingNow = await screen.findByRole('region', { name: 'Currently parking' });
    const link = await within(parkingNow).findByRole('link');
    expect(new URL(link.getAttribute('href')!, 'http://app.test').searchParams.get('d')).toBe(
      'D10001',
    );
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe('/m/order/show'));
    await confirmLeaving(user);

    expect(await screen.findByText('Parking ended. Going to payment in 3s')).toBeVisible();
    expect((await api.showOrder(order.serial)).status).toBe(22);
  });
});
