import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

const orderCards = () => screen.getAllByRole('link', { name: /^Order number/ });

describe('the order list', () => {
  it('lists a plate’s orders 10 at a time with every field, loading more on scroll', async () => {
    await signIn(USER_A);
    renderApp('/m/order/list?carNumber=云N12345');

    await waitFor(() => expect(orderCards().length).toBeGreaterThanOrEqual(10));
    const [first] = orderCards();
    for (const label of ['Plate', 'Time', 'Space', 'Amount due', 'Coupon', 'Duration']) {
      expect(within(first as HTMLElement).getByText(label)).toBeInTheDocument();
    }
    expect(first).toHaveTextContent('云N12345');
    await waitFor(() => expect(orderCards()).toHaveLength(20));
    expect(screen.getByRole('button', { name: 'Pay arrears' })).toBeVisible();
  });

  it('opens an order by its order number', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/order/list?carNumber=云N12345');
    const [first] = await screen.findAllByRole('link', { name: /^Order number/ });
    const bookCode = /DH\d+/.exec(first?.textContent ?? '')?.[0];

    await user.click(first as HTMLElement);

    await waitFor(() => expect(location().pathname).toBe('/m/order/show'));
    expect(new URLSearchParams(location().search).get('c')).toBe(bookCode);
  });

  it('hides the pay button when showPay is 0', async () => {
    await signIn(USER_A);
    renderApp('/m/order/list?carNumber=云N12345&showPay=0');

    await screen.findAllByRole('link', { name: /^Order number/ });
    expect(screen.queryByRole('button', { name: 'Pay arrears' })).not.toBeInTheDocument();
  });

  it('says there are no pending bills for a plate without orders', async () => {
    await signIn(USER_A);
    renderApp('/m/order/list?carNumber=云N00000');

    expect(await screen.findByText('No pending bills')).toBeVisible();
  });

  it('shows "Actual spend" only on paid orders: an unpaid one shows the amount still to pay', async () => {
    await signIn(USER_A);
    renderApp('/m/order/list?carNumber=云N12345');
    await waitFor(() => expect(orderCards().length).toBeGreaterThanOrEqual(10));

    const withStatus = (status: string) =>
      orderCards().filter((card) => within(card).queryByText(status, { exact: true }));
    const unpaid = withStatus('To pay');
    expect(unpaid.length).toBeGreaterThan(0);
    for (const card of unpaid) {
      expect(within(card).queryByText('Actual spend')).not.toBeInTheDocument();
      expect(within(card).getByText('Amount to pay')).toBeInTheDocument();
    }
    for (const card of withStatus('Completed')) {
      expect(within(card).getByText('Actual spend')).toBeInTheDocument();
    }
  });

  it('asks for a plate when opened without one, instead of the operator’s raw refusal', async () => {
    await signIn(USER_A);
    renderApp('/m/order/list');

    expect(
      await screen.findByText('Enter a plate number to see its parking orders.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Order number/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/400|carNumber/)).not.toBeInTheDocument();
  });
});
