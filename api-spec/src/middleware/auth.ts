import type { Middleware } from 'openapi-fetch';
import type { Session } from '../session';

/** Sends the signed-in user's `{token_type} {access_token}`; a call that set its own header keeps it. */
export function authMiddleware(session: Session): Middleware {
  return {
    onRequest({ request }) {
      const token = session.token;
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', token);
      }
    },
  };
}
