import type { Order } from '@dehong/api-spec';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, simulatorUrl, testAgainstSimulator } from '@/testing/simulator';
import { mayDispute } from '../dispute-window';

testAgainstSimulator();

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

async function decide(id: number, decision: 'upheld' | 'rejected', answer = '') {
  const response = await fetch(`${simulatorUrl()}/__admin/disputes/${id}/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision, answer }),
  });
  expect(response.ok).toBe(true);
}

describe('disputing a charge', () => {
  it('an order to pay disputed with a photo is under review and leaves the arrears; the upheld decision shows with the messages', async () => {
    await signIn(USER_A);
    const [order] = (await api.listUnpaidOrders({ number: '云N12345' })).list;
    const arrears = (await api.getRepaySummary({ number: '云N12345' })).unPay;
    const { user } = renderApp(`/m/order/show?c=${order!.bookCode}`);

    await user.click(
      await screen.findByRole('button', { name: 'Dispute this charge' }, { timeout: 5000 }),
    );
    const form = await screen.findByRole('form', { name: 'Dispute this charge' });
    await user.click(within(form).getByText('Wrong times'));
    await user.type(within(form).getByLabelText('What happened'), 'I left at 9:10');
    await user.upload(
      within(form).getByLabelText('Add a photo'),
      new File([PNG], 'exit.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: 'Photo 1' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Submit dispute' }));

    const card = await screen.findByRole('article', {
      name: `Dispute of order ${order!.bookCode}`,
    });
    expect(within(card).getByText('Under review')).toBeVisible();
    expect(within(card).getByText('Wrong times: I left at 9:10')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dispute this charge' })).not.toBeInTheDocument();
    expect((await api.getRepaySummary({ number: '云N12345' })).unPay).toBe(arrears - order!.cash);

    const [dispute] = (await api.listOrderFaults()).list;
    expect(dispute).toMatchObject({ reason: 'wrongTime', photos: [expect.any(String)] });
    await decide(dispute!.id, 'upheld', 'Camera misread');
    cleanup();
    const messages = renderApp('/app/vip/message/index');
    const decided = await screen.findByRole('article', {
      name: `Dispute of order ${order!.bookCode}`,
    });
    expect(within(decided).getByText('Upheld')).toBeVisible();
    // The decision message in the app's language (the simulator composes it when it is read).
    const title = await screen.findByText('Dispute upheld');
    expect(title.closest('[lang="zh-CN"]')).toBeNull();
    await messages.user.click(title);
    const body = await screen.findByText(
      /is upheld: the charge of .* yuan is cancelled\. Camera misread/,
    );
    expect(body.closest('[lang="zh-CN"]')).toBeNull();

    // The order itself no longer asks for money: cancelled, nothing to pay, no pay button.
    cleanup();
    renderApp(`/m/order/show?c=${order!.bookCode}`);
    expect(await screen.findByText('Abnormal · charge cancelled')).toBeVisible();
    const toPay = screen.getByText('Amount to pay').closest('.adm-list-item')!;
    expect(toPay).toHaveTextContent('¥0.00');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it("a member sees none of another member's disputes", async () => {
    await signIn(USER_A);
    const [order] = (await api.listUnpaidOrders({ number: '云N12345' })).list;
    await api.reportOrderFault({ serial: order!.serial, content: 'not mine' });
    await signIn(USER_B);
    renderApp(`/m/order/show?c=${order!.bookCode}`);

    await screen.findByText(order!.bookCode);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect((await api.listOrderFaults()).list).toEqual([]);
  });
});

describe('when the app offers a dispute', () => {
  const base = { status: 22, cash: 800, payTime: null } as unknown as Order;
  const now = Date.parse('2026-11-24T12:00:00+08:00');

  it('offers it for an order to pay and one paid in the last 30 days, not with an open dispute', () => {
    expect(mayDispute(base, now)).toBe(true);
    expect(mayDispute({ ...base, status: 9, payTime: '2026-10-26 12:00:00' }, now)).toBe(true);
    expect(mayDispute({ ...base, status: 9, payTime: '2026-10-24 11:59:00' }, now)).toBe(false);
    expect(mayDispute({ ...base, status: 9, cash: 0, payTime: '2026-11-24 08:00:00' }, now)).toBe(
      false,
    );
    expect(mayDispute({ ...base, status: 0 }, now)).toBe(false);
    expect(mayDispute({ ...base, dispute: { status: 'open' } } as unknown as Order, now)).toBe(
      false,
    );
  });
});
