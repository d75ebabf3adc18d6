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
  await view.user.click(within(question).getByRole('button', { name: words.go }));
  const form = await screen.findByRole('dialog', {
    name: words.action === 'Close account' ? 'Close account' : '注销账号',
  });
  await view.user.click(within(form).getByRole('button', { name: /Get code|获取验证码/ }));
  await waitFor(async () => expect(await simulatorAdmin.smsCodes(phone)).not.toHaveLength(0));
  const [latest] = await simulatorAdmin.smsCodes(phone);
  await view.user.type(within(form).getByLabelText(/SMS code|验证码/), latest!.code);
  return { ...view, form };
}

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
