import { chargeCalls } from './calls/charge';
import { contentCalls } from './calls/content';
import { gameCalls } from './calls/games';
import { parkingCalls } from './calls/parking';
import { payCalls } from './calls/pay';
import { shopCalls } from './calls/shop';
import { ssoCalls } from './calls/sso';
import { userCalls } from './calls/user';
import { type ApiOptions, createApiClient } from './client';
import { COOKIES, removeCookie, setCookie } from './cookies';

/**
 * The typed operator API: one function per call, named for what it does. The web app, the Pact
 * consumer tests and the benchmarks all go through this.
 */
export function createApi(options: ApiOptions = {}) {
  const { client, session, renewSession } = createApiClient(options);
  return {
    session,
    renewSession,
    ...ssoCalls(client, session),
    ...userCalls(client),
    ...parkingCalls(client),
    ...contentCalls(client),
    ...payCalls(client),
    ...chargeCalls(client),
    ...gameCalls(client),
    ...shopCalls(client),
    /** Logout (spec section 4): forget the session, drop the passport cookie, leave a logout cookie. */
    logout() {
      session.clear();
      removeCookie(COOKIES.passport);
      setCookie(COOKIES.logout, '1');
    },
  };
}

export type Api = ReturnType<typeof createApi>;
