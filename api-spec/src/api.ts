import { contentCalls } from './calls/content';
import { parkingCalls } from './calls/parking';
import { shopFrontCalls } from './calls/shop-front';
import { userCalls } from './calls/user';
import { type ApiClientParts, type ApiOptions, createApiClient } from './client';
import { COOKIES, removeCookie, setCookie } from './cookies';
import type { LaterCalls } from './later-calls';

/**
 * The calls the screens owners open cold ask for at once (content, parking, the member's plates,
 * cards and balance, the shop front's lists), with the session: part of the client, so that a
 * call goes out the moment it is made.
 */
function firstCalls({ client, session, renewSession }: ApiClientParts) {
  return {
    session,
    renewSession,
    ...userCalls(client),
    ...parkingCalls(client),
    ...contentCalls(client),
    ...shopFrontCalls(client),
    /** Logout (spec section 4): forget the session, drop the passport cookie, leave a logout cookie. */
    logout() {
      session.clear();
      removeCookie(COOKIES.passport);
      setCookie(COOKIES.logout, '1');
    },
  };
}

/** The calls that go out the moment they are made (no chunk to wait for). */
export type FirstCalls = ReturnType<typeof firstCalls>;

/**
 * The typed operator API: one function per call, named for what it does. The web app, the Pact
 * consumer tests and the benchmarks all go through this.
 *
 * The first calls are part of the client; the other call groups (login, pay, charging, games, the
 * shop beyond its front, the member's settings and records) load with the first call of any of
 * them (later-calls.ts), so that a phone's first download does not carry them.
 */
export function createApi(options: ApiOptions = {}) {
  const parts = createApiClient(options);
  const { client, session } = parts;
  const first = firstCalls(parts);
  let later: Promise<LaterCalls> | undefined;
  const loadLater = () =>
    (later ??= import('./later-calls').then(({ laterCalls }) => laterCalls(client, session)));
  return lazyCalls(first, loadLater);
}

export type Api = ReturnType<typeof createApi>;

/** Names a proxy must not answer with a call: promise resolution, symbols' and printers' probes. */
const NOT_CALLS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor', 'asymmetricMatch']);

/**
 * `first`'s own members, and for any other name a function that loads the later groups and makes
 * that call: the names are not listed here, so a call added to a group's file is there at once.
 */
function lazyCalls<First extends object>(
  first: First,
  load: () => Promise<LaterCalls>,
): First & LaterCalls {
  const made = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(first, {
    get(target, name, receiver) {
      if (
        typeof name !== 'string' ||
        name in target ||
        NOT_CALLS.has(name) ||
        name.startsWith('$$')
      )
        return Reflect.get(target, name, receiver);
      let call = made.get(name);
      if (!call) {
        call = (...args: unknown[]) =>
          load().then((calls) => {
            const real = (calls as unknown as Record<string, unknown>)[name];
            if (typeof real !== 'function') throw new TypeError(`api.${name} is not a call`);
            return (real as (...args: unknown[]) => Promise<unknown>)(...args);
          });
        made.set(name, call);
      }
      return call;
    },
  }) as First & LaterCalls;
}
