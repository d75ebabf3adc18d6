import { COOKIES, SUBMIT_LOCK_MS, readCookie, setCookie } from '@dehong/api-spec';
import { PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { api, apiUrl } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { letPersonPause, personPauses } from '@/testing/time';
import {
  USER_A,
  memberClient,
  signIn,
  simulatorAdmin,
  testAgainstSimulator,
} from '@/testing/simulator';

testAgainstSimulator();

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en-US');
});

function openLogin(path = '/uc/login') {
  const app = renderApp(path);
  const { user } = app;
  const phone = () => screen.getByLabelText('Phone');
  const code = () => screen.getByLabelText('SMS code');
  return {
    ...app,
    phone,
    code,
    sendButton: () => screen.getByRole('button', { name: /^(Get code|\d+s)$/ }),
    submit: () => screen.getByRole('button', { name: /^(Login now|Quick phone login)$/ }),
    async fill(phoneNumber: string, smsCode: string) {
      if (phoneNumber) await user.type(phone(), phoneNumber);
      if (smsCode) await user.type(code(), smsCode);
    },
    /** Taps login until it goes through (taps within 300 ms of an answer are refused). */
    async submitUntilHome() {
      await waitFor(async () => {
        if (app.location().pathname !== '/m/home')
          await user.click(screen.getByText(/^(Login now|Quick phone login)$/));
        expect(app.location().pathname).toBe('/m/home');
      });
    },
    async requestCode() {
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      await waitFor(async () => expect(await simulatorAdmin.smsCodes(USER_A)).not.toHaveLength(0));
      const [latest] = await simulatorAdmin.smsCodes(USER_A);
      return latest?.code ?? '';
    },
  };
}

describe('the login page', () => {
  it('asks to fill the phone first, then the SMS code first', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.user.click(login.submit());
    expect(await screen.findByText('Please fill the phone first')).toBeInTheDocument();

    await login.fill(USER_A, '');
    await login.user.click(login.submit());
    expect(await screen.findByText('Please fill the SMS code first')).toBeInTheDocument();
  });

  it('asks for a correct phone number and a correct code', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.fill('1380013', '12');
    await login.user.click(login.submit());

    expect(await screen.findByText('Please fill a correct phone number')).toBeInTheDocument();
    expect(screen.getByText('Please fill a correct code')).toBeInTheDocument();
    expect(screen.queryByText('Service agreement and privacy protection')).not.toBeInTheDocument();
    expect(api.session.isLoggedIn).toBe(false);
  });

  it('says the code is wrong when the code field is left empty', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.user.click(login.code());
    await login.user.click(login.phone());

    expect(await screen.findByText('Please fill a correct code')).toBeInTheDocument();
  });

  it('keeps the phone numeric and at most 12 characters', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.user.type(login.phone(), '13a8-0013800099');

    expect(login.phone()).toHaveValue('138001380009');
  });

  it('sends no code for an empty phone, and says to fill it first', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.user.click(login.sendButton());

    expect(await screen.findByText('Please fill the phone first')).toBeInTheDocument();
    expect(login.sendButton()).toHaveTextContent('Get code');
    expect(await simulatorAdmin.smsCodes('')).toHaveLength(0);
  });

  it('sends no code for a short phone, and says it is not a correct number', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.fill('1380013800', '');
    await login.user.click(login.sendButton());

    expect(await screen.findByText('Please fill a correct phone number')).toBeInTheDocument();
    expect(login.sendButton()).toHaveTextContent('Get code');
    expect(login.sendButton()).toBeEnabled();
    expect(await simulatorAdmin.smsCodes('1380013800')).toHaveLength(0);
  });

  it('counts the send button down from 30 to 1 and then offers a new code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });
    await login.fill(USER_A, '');

    await login.requestCode();
    expect(login.sendButton()).toHaveTextContent('30s');
    expect(login.sendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(login.sendButton()).toHaveTextContent('29s');
    await act(() => vi.advanceTimersByTimeAsync(28_000));
    expect(login.sendButton()).toHaveTextContent('1s');
    expect(login.sendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(login.sendButton()).toHaveTextContent('Get code');
    expect(login.sendButton()).toBeEnabled();
    expect(await simulatorAdmin.smsCodes(USER_A)).toHaveLength(1);
  });

  it('opens the agreement dialog when the box is not ticked; agreeing ticks it and logs in', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });
    await login.fill(USER_A, '');
    await login.user.type(login.code(), await login.requestCode());

    await login.user.click(login.submit());
    expect(await screen.findByText('Service agreement and privacy protection')).toBeVisible();
    const lawLinks = screen.getAllByRole('link', { name: 'Service Agreement and Privacy Policy' });
    const { lawUrl } = await api.showAppConfig();
    // The English page of the agreement, in the owner's language.
    for (const link of lawLinks)
      expect(link).toHaveAttribute('href', `${apiUrl(lawUrl)}?lang=en-US`);

    await login.user.click(screen.getByRole('button', { name: 'Disagree' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Disagree' })).not.toBeInTheDocument(),
    );
    expect(api.session.isLoggedIn).toBe(false);
    expect(login.submit()).toHaveTextContent('Login now');

    await login.user.click(login.submit());
    await login.user.click(await screen.findByRole('button', { name: 'Agree and log in' }));

    expect(await screen.findByRole('button', { name: 'Query orders' })).toBeInTheDocument();
    expect(login.location().pathname).toBe('/m/home');
    expect(api.session.principal?.phone).toBe(USER_A);
  });

  it('after 5 wrong codes for the phone, asks for the picture captcha before the next code; that code signs in', async () => {
    letPersonPause();
    // Someone else typed 5 wrong codes for A's phone: that code is spent, nothing is locked.
    await memberClient().sendSms(USER_A);
    const [sent] = await simulatorAdmin.smsCodes(USER_A);
    const wrong = String((Number(sent!.code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt++) {
      const stranger = memberClient();
      const { key } = await stranger.getLoginKey();
      await stranger.loginWithSms({ phone: USER_A, smsCode: wrong }, key).catch(() => undefined);
    }
    await simulatorAdmin.advanceClock(1);
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });
    await login.fill(USER_A, '');

    await login.user.click(screen.getByRole('button', { name: 'Get code' }));
    const picture = await screen.findByRole('img', { name: 'Picture captcha' });
    const svg = atob(picture.getAttribute('src')!.replace(/^data:image\/svg\+xml;base64,/, ''));
    await login.user.type(screen.getByLabelText('Captcha'), /<text[^>]*>(\w+)</.exec(svg)![1]!);
    // A person reads the picture for longer than the 300 ms submit lock of the refused send.
    await personPauses(SUBMIT_LOCK_MS);
    const dialogButtons = screen.getAllByRole('button', { name: 'Get code' });
    await login.user.click(dialogButtons[dialogButtons.length - 1]!);

    expect(await screen.findByText('The code has been sent')).toBeInTheDocument();
    const [fresh] = await simulatorAdmin.smsCodes(USER_A);
    expect(fresh!.code).not.toBe(sent!.code);
    await login.user.type(login.code(), fresh!.code);
    await login.user.click(screen.getByRole('checkbox'));
    await login.submitUntilHome();
    expect(api.session.principal?.phone).toBe(USER_A);
  });

  it('offers a code spoken by a voice call instead of the picture; typed in, it gets the SMS code', async () => {
    letPersonPause();
    await memberClient().sendSms(USER_A);
    for (let attempt = 0; attempt < 5; attempt++) {
      const stranger = memberClient();
      const { key } = await stranger.getLoginKey();
      await stranger.loginWithSms({ phone: USER_A, smsCode: 'x' }, key).catch(() => undefined);
    }
    await simulatorAdmin.advanceClock(1);
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });
    await login.fill(USER_A, '');
    await login.user.click(screen.getByRole('button', { name: 'Get code' }));
    await personPauses(SUBMIT_LOCK_MS);

    await login.user.click(
      await screen.findByRole('button', { name: 'Cannot read it? Hear a code by a phone call' }),
    );

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'We are calling 138****8000: answer the call and type the 6 digits you hear.',
      ),
    );
    expect(screen.queryByRole('img', { name: 'Picture captcha' })).not.toBeInTheDocument();
    const spoken = (await simulatorAdmin.smsCodes(USER_A)).find((sent) => sent.kind === 'voice');
    await login.user.type(screen.getByLabelText('Code from the call'), spoken!.code);
    await personPauses(SUBMIT_LOCK_MS);
    const dialogButtons = screen.getAllByRole('button', { name: 'Get code' });
    await login.user.click(dialogButtons[dialogButtons.length - 1]!);

    expect(await screen.findByText('The code has been sent')).toBeInTheDocument();
    const [fresh] = (await simulatorAdmin.smsCodes(USER_A)).filter((sent) => sent.kind === 'sms');
    await login.user.type(login.code(), fresh!.code);
    await login.user.click(screen.getByRole('checkbox'));
    await login.submitUntilHome();
    expect(api.session.principal?.phone).toBe(USER_A);
  });

  it('reads "quick phone login" once the box is ticked', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.user.click(screen.getByRole('checkbox'));

    expect(login.submit()).toHaveTextContent('Quick phone login');
  });

  it('shows the server message when the code is wrong, and a fresh key lets the user retry', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });
    await login.fill(USER_A, '');
    const right = await login.requestCode();
    const wrong = right === '000000' ? '111111' : '000000';
    await login.user.type(login.code(), wrong);
    await login.user.click(screen.getByRole('checkbox'));

    await login.user.click(login.submit());
    // The server's own words (not the "code has been sent" toast, which this one replaces).
    expect(
      await screen.findByText(/Wrong SMS code/, { selector: '.adm-toast-main *' }),
    ).toBeVisible();
    expect(api.session.isLoggedIn).toBe(false);

    await login.user.clear(login.code());
    await login.user.type(login.code(), right);
    await login.submitUntilHome();
  });

  it('fetches the key again and says the network is busy when it has none', async () => {
    await simulatorAdmin.addFault({ path: '/sso/v1/api/login/key', status: 500, once: true });
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });
    await login.fill(USER_A, '');
    await login.user.type(login.code(), await login.requestCode());
    await login.user.click(screen.getByRole('checkbox'));

    await login.user.click(login.submit());
    expect(await screen.findByText('Network busy, please wait and try again')).toBeVisible();

    await login.submitUntilHome();
  });

  it('logs in silently with the chat platform code when state is the public-account marker', async () => {
    const code = await simulatorAdmin.chatCode(USER_A);
    setCookie(COOKIES.returnUrl, '/m/order/payment?carNumber=云N12345');

    const { location } = renderApp(`/uc/login?code=${code}&state=${PUBLIC_ACCOUNT_STATE}`);

    await waitFor(() => expect(location().pathname).toBe('/m/order/payment'));
    expect(api.session.principal?.phone).toBe(USER_A);
  });

  it('logs out: session cleared, passport removed, logout cookie set, back to login', async () => {
    await signIn(USER_A);
    setCookie(COOKIES.passport, 'sso-ticket');
    const { user, location } = renderApp('/m/home?tab=mine');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Login now' })).toBeInTheDocument();
    expect(location().pathname).toBe('/uc/login');
    expect(api.session.isLoggedIn).toBe(false);
    expect(readCookie(COOKIES.passport)).toBeNull();
    expect(readCookie(COOKIES.logout)).toBe('1');
  });

  it('switches to Chinese, remembers it, and gets the server messages in Chinese too', async () => {
    const login = openLogin();
    await screen.findByRole('button', { name: 'Login now' });

    await login.user.click(screen.getByRole('button', { name: 'Language: 简体中文' }));

    expect(await screen.findByRole('button', { name: '立即登录' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');

    await login.user.type(screen.getByLabelText('手机号'), USER_A);
    await login.user.type(screen.getByLabelText('验证码'), '000000');
    await login.user.click(screen.getByRole('checkbox'));
    await login.user.click(screen.getByRole('button', { name: '手机号快捷登录' }));
    const toast = await screen.findByText(/./, { selector: '.adm-toast-main *' });
    expect(toast.textContent).toMatch(/[\u4e00-\u9fa5]/);
  });
});
