import type { Middleware } from 'openapi-fetch';
import type { Session } from '../session';
import { failureResponse } from './http-status';

/**
 * Renews the session once, however many calls ask at the same time: the first caller starts the
 * refresh, the others wait for it, and a caller whose token was already replaced goes straight on.
 * Answers whether the session now holds a token other than `expiredToken`.
 */
export function singleFlightRenewal(
  session: Session,
  refresh: (refreshToken: string) => Promise<boolean>,
): (expiredToken: string) => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  return async (expiredToken) => {
    if (pending) await pending;
    else if (session.token === expiredToken) {
      const refreshToken = session.userData?.refresh_token;
      if (!refreshToken) return false;
      pending = refresh(refreshToken).finally(() => {
        pending = null;
      });
      await pending;
    }
    const token = session.token;
    return token !== null && token !== expiredToken;
  };
}

/**
 * The access token lives 2 hours, the refresh token 30 days. A call refused with 401 although it
 * carried the session's token renews the session (once, see `singleFlightRenewal`) and is sent
 * again with the new token; the user never sees it. Only when there is no refresh token or the
 * operator refuses it does the 401 reach the http-status middleware (clear the session, log in).
 * Registered last, so that it copies the request exactly as it goes out (its body can be read
 * once) and answers before the other middleware see the response.
 */
export function sessionRenewalMiddleware(
  session: Session,
  renew: (expiredToken: string) => Promise<boolean>,
): Middleware {
  const replays = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      const token = session.token;
      if (token && request.headers.get('Authorization') === token) {
        replays.set(id, request.clone());
      }
    },
    async onResponse({ response, id, options }) {
      const replay = replays.get(id);
      replays.delete(id);
      if (!replay || response.status !== 401) return;
      const expiredToken = replay.headers.get('Authorization') ?? '';
      try {
        if (!(await renew(expiredToken))) return;
        const headers = new Headers(replay.headers);
        headers.set('Authorization', session.token ?? '');
        return await options.fetch(new Request(replay, { headers }));
      } catch (error) {
        return failureResponse(error);
      }
    },
    onError({ id }) {
      replays.delete(id);
    },
  };
}
