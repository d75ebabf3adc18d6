import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { arrearsPayOrder } from '@/features/orders/arrears-pay-order';
import { runPayFlow } from '@/features/payment/pay-flow';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();
afterEach(removePayBridge);

/** A's unpaid pay order over 云N12345's three orders (14.00 yuan), as the payment page drafts it. */
async function publishArrears() {
  const client = memberClient();
  const summary = await client.getRepaySummary({
    number: '云N12345',
    plateType: 1,
    code: '533103',
  });
  return client.publishPayOrder(
    {
      ...arrearsPayOrder(summary, '533103'),
      payee: '',
      payeeName: '',
      staff: '',
      staffName: '',
      team: '',
    },
    1,
  );
}

describe('the payment result page', () => {
  it('says paid, how much and from the balance only when the server’s pay order is paid', async () => {
    await signIn(USER_A);
    const { payCode } = await publishArrears();
    await memberClient().payByFunds(payCode);
    const { user, location } = renderApp(`/m/common/pay/result?payCode=${payCode}`);

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.getByText('Paid amount').nextSibling).toHaveTextContent('¥14.00');
    expect(screen.getByText('Your parking fees are settled.')).toBeVisible();
    expect(screen.getByText('Paid from your balance.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
  });

  it('waits, saying so, while the bank has not confirmed, and turns to paid when it does', async () => {
    await signIn(USER_A);
    const { payCode } = await publishArrears();
    const { user } = renderApp(`/m/common/pay/result?payCode=${payCode}&amount=1400`);

    expect(await screen.findByText('Waiting for the payment to be confirmed')).toBeVisible();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent('¥14.00');

    await memberClient().payByFunds(payCode);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment successful')).toBeVisible();
  });

  it('says a cancelled pay order was not paid', async () => {
    await signIn(USER_A);
    const { payCode } = await publishArrears();
    await memberClient().cancelPayOrder(payCode);
    renderApp(`/m/common/pay/result?payCode=${payCode}`);

    expect(await screen.findByText('Not paid')).toBeVisible();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
  });

  it('names the pay sheet as the channel of a bank payment', async () => {
    await signIn(USER_A);
    const summary = await memberClient().getRepaySummary({
      number: '云N12345',
      plateType: 1,
      code: '533103',
    });
    installFakePayBridge('ok');
    const outcome = await runPayFlow({
      draft: arrearsPayOrder(summary, '533103'),
      area: '533103',
      allowBalance: false,
    });
    if (outcome.kind !== 'paid') throw new Error(`not paid: ${outcome.kind}`);
    renderApp(`/m/common/pay/result?payCode=${outcome.payCode}`);

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.getByText('Paid through WeChat Pay.')).toBeVisible();
  });

  it('shows another member’s pay code as not found, never as paid', async () => {
    await signIn(USER_A);
    const { payCode } = await publishArrears();
    await memberClient().payByFunds(payCode);
    await signIn('13900139000');
    renderApp(`/m/common/pay/result?payCode=${payCode}`);

    expect(await screen.findByText('Could not check the payment')).toBeVisible();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
  });

  it('serves the older /m/common/payResult?type=1 link from the member’s newest pay order', async () => {
    await signIn(USER_A);
    const { payCode } = await publishArrears();
    await memberClient().payByFunds(payCode);
    renderApp('/m/common/payResult?type=1');

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.getByText('Paid amount').nextSibling).toHaveTextContent('¥14.00');
  });

  it('needs a login like every /m/common page', async () => {
    const { location } = renderApp('/m/common/pay/result?payCode=PAY1');

    await screen.findByRole('button', { name: 'Login now' });
    expect(location().pathname).toBe('/uc/login');
  });
});
