import {
  COOKIES,
  Session,
  createApi,
  isApiError,
  memorySession,
  readCookie,
} from '@dehong/api-spec';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import {
  USER_A,
  memberClient,
  signIn,
  simulatorAdmin,
  simulatorUrl,
  testAgainstSimulator,
} from '@/testing/simulator';

testAgainstSimulator();

const REFRESH_PATH = '/sso/v1/api/token/refresh';

/** How many refresh calls the simulator has answered (its journal outlives the reset). */
async function refreshCount() {
  return (await simulatorAdmin.journal()).filter((entry) => entry.path.startsWith(REFRESH_PATH))
    .length;
}

/**
 * Another client renews with the session's refresh token: the pair this browser holds is spent
 * (a refresh spends the old pair), as when the owner renewed on another device.
 */
async function spendThisSessionsRefreshToken() {
  const refreshToken = api.session.userData?.refresh_token ?? '';
  const elsewhere = createApi({ baseUrl: simulatorUrl(), session: new Session(memorySession()) });
  await elsewhere.refreshToken(refreshToken);
}

const summary = () => screen.getByRole('region', { name: 'Total arrears' });

describe('the client renews an expired session (access 2 h, refresh 30 days)', () => {
  it('several calls with an expired token make exactly one refresh, and all succeed', async () => {
    await signIn(USER_A);
    const client = memberClient();
    const before = client.session.token;
    await simulatorAdmin.expireTokens(USER_A);
    const refreshesBefore = await refreshCount();

    const answers = await Promise.all([
      client.getMemberInfo(),
      client.getOrderTotal(),
      client.listCars(),
      client.getMemberInfo(),
    ]);

    expect(answers[0].phone).toBe(USER_A);
    expect(answers[3].phone).toBe(USER_A);
    expect((await refreshCount()) - refreshesBefore).toBe(1);
    expect(client.session.token).not.toBe(before);
    expect(client.session.isLoggedIn).toBe(true);
  });

  it('a refused refresh token clears the session and asks for login with the way back', async () => {
    await signIn(USER_A);
    window.history.replaceState(null, '', '/app/vip/bills?month=2026-11');
    await spendThisSessionsRefreshToken();
    const refreshesBefore = await refreshCount();
    const onUnauthorized = vi.fn();
    const client = createApi({ baseUrl: simulatorUrl(), onUnauthorized });

    const refused = await client.getMemberInfo().catch((error: unknown) => error);

    expect(isApiError(refused, 'unauthorized')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(client.session.isLoggedIn).toBe(false);
    expect(readCookie(COOKIES.returnUrl)).toBe('/app/vip/bills?month=2026-11');
    expect((await refreshCount()) - refreshesBefore).toBe(1);
  });
});

describe('the session expires while the owner is on a screen', () => {
  it('the next call renews silently: the page shows its answer and never the login', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/order/payment?carNumber=云N12345');
    await waitFor(() => expect(within(summary()).getByText('¥14.00')).toBeInTheDocument());
    const before = api.session.token;
    await simulatorAdmin.expireTokens(USER_A);
    const refreshesBefore = await refreshCount();

    await user.click(screen.getByRole('tab', { name: 'Mangshi' }));

    await waitFor(() => expect(new URLSearchParams(location().search).get('code')).toBe('533103'));
    await waitFor(() => expect(api.session.token).not.toBe(before));
    await waitFor(() => expect(within(summary()).getByText('¥14.00')).toBeInTheDocument());
    expect(location().pathname).toBe('/m/order/payment');
    expect(screen.queryByText('Please log in first')).not.toBeInTheDocument();
    expect((await refreshCount()) - refreshesBefore).toBe(1);
    expect((await api.getMemberInfo()).phone).toBe(USER_A);
  });

  it('when the refresh token is refused too, login brings the owner back to the same screen', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/order/payment?carNumber=云N12345');
    await waitFor(() => expect(within(summary()).getByText('¥14.00')).toBeInTheDocument());
    await spendThisSessionsRefreshToken();
    const refreshesBefore = await refreshCount();

    await user.click(screen.getByRole('tab', { name: 'Mangshi' }));

    await waitFor(() => expect(location().pathname).toBe('/uc/login'));
    expect((await refreshCount()) - refreshesBefore).toBe(1);
    await user.type(await screen.findByLabelText('Phone'), USER_A);
    // One SMS per phone per minute: the sign-in at the start sent one.
    await simulatorAdmin.advanceClock(1);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(async () => expect(await simulatorAdmin.smsCodes(USER_A)).toHaveLength(2));
    const [sms] = await simulatorAdmin.smsCodes(USER_A);
    await user.type(screen.getByLabelText('SMS code'), sms?.code ?? '');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Quick phone login' }));

    await waitFor(() => expect(location().pathname).toBe('/m/order/payment'));
    expect(new URLSearchParams(location().search).get('code')).toBe('533103');
    expect(new URLSearchParams(location().search).get('carNumber')).toBe('云N12345');
    await waitFor(() => expect(within(summary()).getByText('¥14.00')).toBeInTheDocument());
  });
});
