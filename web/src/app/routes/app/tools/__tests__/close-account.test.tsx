import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();
afterEach(() => changeLanguage('en-US'));

/** From the settings screen to the close form: the member confirms, then asks for the code. */
async function openCloseForm(phone: string, words = { action: 'Close account', go: 'Continue' }) {
  // The sign-in sent this phone a code just now: one send a minute.
  await simulatorAdmin.advanceClock(1);
  const view = renderApp('/app/tools/setting/index');
  await view.user.click(await screen.findByRole('button', { name: words.action }));
  const question = await screen.findByRole('dialog', { name: /\?|？/ });
  // Continue waits for the close's preview: a tap before it arrives does nothing.
  const goOn = within(question).getByRole('button', { name: words.go });
  await waitFor(() => expect(goOn).toBeEnabled());
  await view.user.click(goOn);
  const form = await screen.findByRole('dialog', {
    name: words.action === 'Close account' ? 'Close account' : '注销账号',
  });
  await view.user.click(within(form).getByRole('button', { name: /Get code|获取验证码/ }));
  await waitFor(async () => expect(await simulatorAdmin.smsCodes(phone)).not.toHaveLength(0));
  const [latest] = await simulatorAdmin.smsCodes(phone);
  await view.user.type(within(form).getByLabelText(/SMS code|验证码/), latest!.code);
  return { ...view, form };
}

/** The settings screen's close question, once it has the close's preview. */
async function openQuestion(words = { action: 'Close account', title: 'Close your account?' }) {
  const view = renderApp('/app/tools/setting/index');
  await view.user.click(await screen.findByRole('button', { name: words.action }));
  const question = await screen.findByRole('dialog', { name: words.title });
  await within(question).findByRole('region', { name: /Refunded when|注销时退还/ });
  return { ...view, question };
}

/** The rows of a part of the question, each as "what | amount". */
const rowsOf = (question: HTMLElement, part: string | RegExp) =>
  within(within(question).getByRole('region', { name: part }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('before closing: what the close refunds and what ends with the account', () => {
  it('A sees the arrears to pay first, the balance paid out to the WeChat wallet, and what ends, each with its amount', async () => {
    await signIn(USER_A);

    const { question } = await openQuestion();

    expect(rowsOf(question, 'Pay this first')).toEqual(['Parking arrears (3 orders)¥14.00']);
    expect(rowsOf(question, 'Refunded when the account closes')).toEqual([
      'BalanceTo your WeChat wallet¥50.00',
    ]);
    expect(within(question).getByText('Refunded in all').parentElement).toHaveTextContent(
      'Refunded in all¥50.00',
    );
    expect(rowsOf(question, 'Ends with the account')).toEqual([
      'Gift money¥0.00',
      'Points1.23',
      '2 coupons¥8.00',
    ]);
    expect(within(question).getByText('Membership cards stay with their plates.')).toBeVisible();
  });

  it('in Chinese, the same in the Chinese words', async () => {
    await changeLanguage('zh-CN');
    await signIn(USER_A);

    const { question } = await openQuestion({ action: '注销账号', title: '确定注销账号吗？' });

    expect(rowsOf(question, '请先支付')).toEqual(['停车欠费（3笔）¥14.00']);
    expect(rowsOf(question, '注销时退还')).toEqual(['余额退至微信零钱¥50.00']);
    expect(rowsOf(question, '随账号失效')).toEqual(['赠送金额¥0.00', '积分1.23', '优惠券2张¥8.00']);
  });

  it('B holds nothing: nothing is refunded', async () => {
    await signIn(USER_B);

    const { question } = await openQuestion();

    expect(within(question).getByText('Nothing to refund.')).toBeVisible();
    expect(within(question).queryByRole('region', { name: 'Pay this first' })).toBeNull();
  });
});

describe('closing the account', () => {
  it('A owes parking arrears: the close is refused with the server’s reason, and A stays signed in', async () => {
    await signIn(USER_A);
    const { user, form, location } = await openCloseForm(USER_A);

    await user.click(within(form).getByRole('button', { name: 'Close my account' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The account still owes money and cannot be closed. Pay the parking arrears of 14.00 yuan (3 orders) first, then close the account',
    );
    expect(location().pathname).toBe('/app/tools/setting/index');
    expect((await api.getMemberInfo()).phone).toBe(USER_A);
  });

  it('in Chinese the refusal is the server’s Chinese words', async () => {
    await changeLanguage('zh-CN');
    await signIn(USER_A);
    const { user, form } = await openCloseForm(USER_A, { action: '注销账号', go: '继续' });

    await user.click(within(form).getByRole('button', { name: '确认注销' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '账号还有欠款，不能注销。请先支付停车欠费14.00元（3笔），再注销账号',
    );
  });

  it('keeping the account at the question changes nothing', async () => {
    await signIn(USER_B);
    const { user } = renderApp('/app/tools/setting/index');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const question = await screen.findByRole('dialog', { name: 'Close your account?' });

    await user.click(within(question).getByRole('button', { name: 'Keep my account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await simulatorAdmin.smsCodes(USER_B)).toHaveLength(1); // the sign-in's code alone
  });

  it('B owes nothing: the account closes and the app goes to the login page', async () => {
    await signIn(USER_B);
    const { user, form, location } = await openCloseForm(USER_B);

    await user.click(within(form).getByRole('button', { name: 'Close my account' }));

    await waitFor(() => expect(location().pathname).toBe('/uc/login'));
    // Closed: the phone signs in again (a minute later: one SMS a minute) to a new, empty account.
    await simulatorAdmin.advanceClock(1);
    await signIn(USER_B);
    expect((await api.getMemberInfo()).nickname).toBe('车主9000');
  });
});
