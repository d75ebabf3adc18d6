import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

afterEach(() => {
  removePayBridge();
  vi.restoreAllMocks();
});

const ARREARS = '/m/order/payment?carNumber=云N12345';
const summary = () => screen.getByRole('region', { name: 'Total arrears' });

async function openArrears(path = ARREARS) {
  const app = renderApp(path);
  await waitFor(() => expect(within(summary()).getByText('¥14.00')).toBeInTheDocument());
  return {
    ...app,
    settle: () => app.user.click(screen.getByRole('button', { name: 'Settle' })),
  };
}

/** The balance confirmation: amount and balance shown; the owner confirms or cancels it. */
async function answerBalanceConfirm(answer: 'Pay' | 'Cancel', amount = '¥14.00', funds = '¥50.00') {
  const dialog = await screen.findByRole('dialog', { name: 'Pay from balance' });
  expect(dialog).toHaveTextContent(`Amount${amount}`);
  expect(dialog).toHaveTextContent(`Balance${funds}`);
  await userEvent
    .setup({ pointerEventsCheck: 0 })
    .click(within(dialog).getByRole('button', { name: answer }));
}

async function unpaidCount(number: string) {
  return (await api.getRepaySummary({ number, plateType: 1, code: '5331' })).count;
}

describe('the payment page', () => {
  it('shows the plate, its summary, what is parking now and the history arrears', async () => {
    await signIn(USER_A);
    await openArrears();

    expect(
      screen.getByRole('button', { name: 'Plate number, tap to change: 云N12345' }),
    ).toBeVisible();
    expect(within(summary()).getByText('3')).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Currently parking' });
    expect(within(current).getAllByRole('link')).toHaveLength(1);
    expect(within(current).getByText('¥4.00')).toBeInTheDocument();
    const arrears = await screen.findByRole('region', { name: 'History arrears' });
    expect(await within(arrears).findAllByRole('link', { name: /云N12345/ })).toHaveLength(3);
    expect(within(arrears).getByRole('link', { name: 'See more' })).toHaveAttribute(
      'href',
      expect.stringContaining('/m/order/list?carNumber='),
    );
    expect(screen.getByRole('region', { name: 'To pay' })).toHaveTextContent('¥14.00');
  });

  it('narrows to an area: no arrears in Lianghe', async () => {
    await signIn(USER_A);
    const { user } = await openArrears();

    await user.click(screen.getByRole('tab', { name: 'Lianghe' }));

    expect(await screen.findByText('No unpaid orders')).toBeInTheDocument();
    // The summary is its own query: wait for Lianghe's figures rather than Mangshi's.
    await waitFor(() => expect(within(summary()).getByText('0')).toBeInTheDocument());
  });

  it('does nothing on settle when there is nothing to pay', async () => {
    await signIn(USER_A);
    const before = await simulatorAdmin.payOrders();
    const { user } = renderApp('/m/order/payment?carNumber=云N00000');
    await screen.findByText('No unpaid orders');

    await user.click(screen.getByRole('button', { name: 'Settle' }));

    expect(screen.getByRole('button', { name: 'Settle' })).toBeVisible();
    expect(await simulatorAdmin.payOrders()).toEqual(before);
  });

  it('asks about a plate the operator refuses (a mistyped link) a few times, not again and again', async () => {
    await signIn(USER_A);
    const asked: string[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const { pathname } = new URL((input as Request).url);
      if (pathname.startsWith('/parking/v1/api/order/')) asked.push(pathname);
      return fetch(input, init);
    });
    renderApp('/m/order/payment?carNumber=ABC');
    await screen.findByRole('button', { name: 'Settle' });
    await waitFor(() => expect(asked).toContain('/parking/v1/api/order/unpaid'));

    // Quiet once the answers are in: each part asked by the route's loader and by the page at most.
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 500));
    await quiet();
    const settled = asked.length;
    await quiet();
    expect(asked).toHaveLength(settled);
    expect(settled).toBeLessThanOrEqual(6);
  });

  it('asks for the plate first when settling without one', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/m/order/payment');
    await screen.findByRole('button', { name: 'Settle' });

    await user.click(screen.getByRole('button', { name: 'Settle' }));

    expect(await screen.findByText('Please enter the plate first')).toBeVisible();
  });

  it('pays from the balance when it is above the cost, once the owner confirms amount and balance', async () => {
    await signIn(USER_A);
    const bridge = installFakePayBridge('ok');
    const { settle, location } = await openArrears();

    await settle();
    await screen.findByRole('dialog', { name: 'Pay from balance' });
    expect((await api.getMemberFunds()).funds).toBe(5000);
    await answerBalanceConfirm('Pay');

    expect(await screen.findByText('Payment successful')).toBeVisible();
    // The confirm dialog names the amount too until its closing animation ends.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pay from balance' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('¥14.00')).toBeVisible();
    expect(location().pathname).toBe('/m/common/pay/result');
    expect(bridge).toHaveLength(0);
    expect((await api.getMemberFunds()).funds).toBe(5000 - 1400);
    expect(await unpaidCount('云N12345')).toBe(0);
  });

  it('takes nothing from the balance when the owner cancels the confirmation', async () => {
    await signIn(USER_A);
    const bridge = installFakePayBridge('ok');
    const { settle, location } = await openArrears();

    await settle();
    await answerBalanceConfirm('Cancel');

    expect(await screen.findByText('Payment cancelled')).toBeVisible();
    expect(location().pathname).toBe('/m/order/payment');
    expect(bridge).toHaveLength(0);
    expect((await api.getMemberFunds()).funds).toBe(5000);
    expect(await unpaidCount('云N12345')).toBe(3);
  });

  it('pays through the chat app pay sheet when the balance is short, then confirms', async () => {
    await signIn(USER_B);
    const bridge = installFakePayBridge('ok');
    const { settle } = await openArrears();

    await settle();

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.getByText('¥14.00')).toBeVisible();
    expect(bridge).toHaveLength(1);
    expect(bridge[0]).toMatchObject({
      appId: expect.any(String),
      timeStamp: expect.stringMatching(/^\d{10}$/),
      package: expect.stringMatching(/^prepay_id=/),
      signType: 'MD5',
      paySign: expect.stringMatching(/^[0-9A-F]{32}$/),
    });
    expect(await unpaidCount('云N12345')).toBe(0);
    const [paid] = await simulatorAdmin.payOrders();
    expect(paid).toMatchObject({ status: 1, cost: 1400, staff: '8000' });
  });

  it.each([
    ['cancel', 'Payment cancelled'],
    ['fail', 'Payment failed'],
  ] as const)(
    'says so when the pay sheet answers %s (%s), and charges nothing',
    async (choice, words) => {
      await signIn(USER_B);
      installFakePayBridge(choice);
      const { settle, location } = await openArrears();

      await settle();

      expect(await screen.findByText(words)).toBeVisible();
      expect(location().pathname).toBe('/m/order/payment');
      expect(await unpaidCount('云N12345')).toBe(3);
    },
  );

  it('says payment is not supported outside the chat app', async () => {
    await signIn(USER_B);
    const { settle, location } = await openArrears();

    await settle();

    expect(await screen.findByText('Payment not supported')).toBeVisible();
    expect(location().pathname).toBe('/m/order/payment');
    expect(await unpaidCount('云N12345')).toBe(3);
  });

  it('attributes the payment to the staff number typed, and refuses an unknown one', async () => {
    await signIn(USER_A);
    const before = await simulatorAdmin.payOrders();
    const { settle, user } = await openArrears();
    const staff = screen.getByLabelText('Staff number');

    await user.type(staff, '9999');
    await settle();
    expect(await screen.findByText('Staff number not found')).toBeVisible();
    expect(await simulatorAdmin.payOrders()).toEqual(before);

    await user.clear(staff);
    await user.type(staff, '8001');
    await settle();
    await answerBalanceConfirm('Pay');
    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [paid] = await simulatorAdmin.payOrders();
    expect(paid).toMatchObject({ staff: '8001', staffName: '张伟' });
  });

  it('refuses a second settle while the first is running, and charges once', async () => {
    await signIn(USER_A);
    const before = await simulatorAdmin.payOrders();
    const { user } = await openArrears();
    const settleButton = screen.getByRole('button', { name: 'Settle' });

    await user.click(settleButton);
    await user.click(settleButton);

    expect(
      await screen.findByText(
        'Do not submit data repeatedly. If no result returns for a long time, refresh the page and continue!',
      ),
    ).toBeVisible();
    await answerBalanceConfirm('Pay');
    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect((await api.getMemberFunds()).funds).toBe(5000 - 1400);
    expect(await simulatorAdmin.payOrders()).toHaveLength(before.length + 1);
  });
});
