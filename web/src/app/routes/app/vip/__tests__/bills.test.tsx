import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { runPayFlow } from '@/features/payment/pay-flow';
import { api } from '@/lib/api';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();
afterEach(removePayBridge);

/** Tops the member up through the fake pay sheet, as the top-up page does. */
async function topUp(serial: string, amount: number) {
  installFakePayBridge('ok');
  const outcome = await runPayFlow({
    draft: {
      orderType: 'recharge',
      goods: serial,
      sumCost: amount,
      service: 0,
      coupon: 0,
      actualCost: amount,
      beBusiness: 0,
    },
    area: '5331',
    allowBalance: false,
  });
  if (outcome.kind !== 'paid') throw new Error(`the top-up was not paid: ${outcome.kind}`);
}

describe('trip bills', () => {
  it('lists the spend per month and the orders of the member’s own plates', async () => {
    await signIn(USER_A);
    const [month] = (await api.listOrderBills({ page: 1, pageSize: 12 })).list;
    const mine = await api.listOrders({ behalf: 1, page: 1, pageSize: 50 });
    expect(mine.total).toBeGreaterThan(ORDER_PAGE_SIZE);
    expect(mine.total).toBeLessThanOrEqual(50);
    renderApp('/app/vip/order/index');

    const months = await screen.findByRole('region', { name: 'Spend per month' });
    expect(months).toHaveTextContent(month?.month ?? 'no month');
    // Ten a page; the next pages follow while the list's end is in view, until every order shows.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Order number/ })).toHaveLength(mine.total),
    );
    const orders = screen.getAllByRole('link', { name: /Order number/ });
    expect(orders.map((order) => order.textContent)).toEqual(
      mine.list.map((order) => expect.stringContaining(order.bookCode)),
    );
    expect(orders.some((order) => order.textContent?.includes('云ND66666'))).toBe(true);
  });
});

describe('the arrears page', () => {
  it('says what each of the member’s plates owes and links to paying it', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/app/vip/order/arrears');

    const owing = await screen.findByRole('article', { name: '云N12345' });
    await waitFor(() => expect(owing).toHaveTextContent('3 orders to pay: ¥14.00'));
    expect(await screen.findByRole('article', { name: '云ND66666' })).toHaveTextContent(
      'Nothing to pay',
    );
    await user.click(within(owing).getByRole('link', { name: 'Pay' }));

    await waitFor(() => expect(location().pathname).toBe('/m/order/payment'));
    expect(new URLSearchParams(location().search).get('carNumber')).toBe('云N12345');
  });
});

describe('pay order records', () => {
  it('lists the top-ups, and refunds one: the amount goes back and the gift is taken back too', async () => {
    await signIn(USER_A);
    await topUp('RP02', 10000);
    expect((await api.getMemberFunds()).funds).toBe(5000 + 10000 + 500);
    const { user } = renderApp('/app/vip/order/pay/recharge');

    // Named in the reader's words from its type and amount (the server says 余额充值 100.00元).
    const record = await screen.findByRole('article', { name: 'Balance top-up ¥100.00' });
    expect(record).toHaveTextContent('Paid');
    await user.click(screen.getByRole('link', { name: 'Ask for a balance refund' }));
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const form = await screen.findByRole('dialog', { name: 'Balance refund' });
    expect(form).toHaveTextContent('You get back up to ¥100.00.');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Please give a reason')).toBeVisible();
    await user.type(within(form).getByLabelText('Reason'), 'Moving to another city');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refunded ¥100.00')).toBeVisible();
    expect((await api.getMemberFunds()).funds).toBe(5000);
    expect(await screen.findByText('No top-up to refund')).toBeVisible();
  });

  it('lists the membership card orders with their plates and activation date', async () => {
    await signIn(USER_A);
    const { payCode } = await api.publishPayOrder(
      {
        orderType: 'vipCard',
        goods: 'VC01',
        sumCost: 15000,
        service: 0,
        coupon: 0,
        actualCost: 15000,
        beBusiness: 0,
        numbers: ['云N12345'],
        payee: '',
        payeeName: '',
        staff: '',
        staffName: '',
        team: '',
      },
      0,
    );
    renderApp('/app/vip/order/pay/card');

    // Named by its card in the reader's words, never the operator's Chinese goods name.
    const order = await screen.findByRole('article', { name: 'Month card' });
    expect(order).toHaveTextContent('Unpaid');
    expect(order).toHaveTextContent('云N12345');
    expect(order).toHaveTextContent(payCode);
  });

  it('says when there is nothing yet', async () => {
    await signIn(USER_B);
    renderApp('/app/vip/order/pay/card');

    expect(await screen.findByText('No membership card orders yet')).toBeVisible();
  });
});
