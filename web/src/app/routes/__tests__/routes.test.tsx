import { COOKIES, readCookie } from '@dehong/api-spec';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

describe('the route table', () => {
  it('sends / to /m/home, which a signed-out visitor reaches only through login', async () => {
    const { location } = renderApp('/');

    expect(await screen.findByRole('button', { name: 'Login now' })).toBeInTheDocument();
    expect(location().pathname).toBe('/uc/login');
    expect(location().state).toEqual({ from: '/m/home' });
  });

  it('serves the login page under a channel name too (/uc/{name}/login)', async () => {
    renderApp('/uc/wechat/login');

    expect(await screen.findByRole('button', { name: 'Login now' })).toBeInTheDocument();
  });

  it('shows the 404 empty state for an unknown path', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByText('Page does not exist')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a game to login first, and back to it afterwards', async () => {
    renderApp('/game/bigWheel/index');

    expect(await screen.findByRole('button', { name: 'Login now' })).toBeInTheDocument();
    await waitFor(() => expect(readCookie(COOKIES.returnUrl)).toBe('/game/bigWheel/index'));
  });

  it('brings a signed-out user back to the page they wanted after logging in', async () => {
    const { user, location } = renderApp('/m/order/list?carNumber=云N12345');
    await screen.findByRole('button', { name: 'Login now' });
    await waitFor(() =>
      expect(readCookie(COOKIES.returnUrl)).toBe('/m/order/list?carNumber=云N12345'),
    );

    await user.type(screen.getByLabelText('Phone'), USER_A);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(async () => expect(await simulatorAdmin.smsCodes(USER_A)).toHaveLength(1));
    const [sms] = await simulatorAdmin.smsCodes(USER_A);
    await user.type(screen.getByLabelText('SMS code'), sms?.code ?? '');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Quick phone login' }));

    expect(await screen.findByText('Parking orders')).toBeInTheDocument();
    expect(location().pathname).toBe('/m/order/list');
    expect(new URLSearchParams(location().search).get('carNumber')).toBe('云N12345');
    expect(readCookie(COOKIES.returnUrl)).toBeNull();
  });

  it('scrolls back to the top after each navigation', async () => {
    await signIn(USER_A);
    const { router } = renderApp('/m/home');
    await screen.findByRole('button', { name: 'Query orders' });
    const scrolls = window.scrollTo as unknown as { mock: { calls: unknown[][] } };
    const before = scrolls.mock.calls.length;

    await router.navigate('/app/more');
    // The screen's title (the home tab also shows a "More" entry in its menu).
    await screen.findByRole('heading', { level: 1, name: 'More' });

    expect(scrolls.mock.calls.length).toBeGreaterThan(before);
    expect(scrolls.mock.calls.at(-1)).toEqual([0, 0]);
  });

  it('goes to login when the session expires during a call and cannot be renewed, and keeps the way back', async () => {
    await signIn(USER_A);
    await simulatorAdmin.expireTokens(USER_A);
    api.session.saveLogin({ ...requiredUserData(), refresh_token: '' });
    const { location } = renderApp('/m/order/show?c=nothing');

    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/uc/login'));
    expect(location().state).toEqual({ from: '/m/order/show?c=nothing' });
    expect(api.session.isLoggedIn).toBe(false);
  });
});

function requiredUserData() {
  const userData = api.session.userData;
  if (!userData) throw new Error('Not signed in');
  return userData;
}
