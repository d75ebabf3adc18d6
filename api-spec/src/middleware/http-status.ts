import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../errors';
import { COOKIES, setCookie } from '../cookies';
import type { Session } from '../session';

const REASON_BY_STATUS = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  504: 'timeout',
} as const;

async function envelopeMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not an envelope (a proxy's HTML error page, say): the status alone decides the message.
  }
  return null;
}

/** How a network failure is reported: a timeout, or no connection at all. */
export function reasonOfFailure(error: unknown): 'timeout' | 'network' {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
}

const FAILURE_HEADER = 'X-Client-Failure';

/**
 * A failure met after the response arrived (a middleware that sent the request again), as a
 * response: a middleware that threw would stop the others' onResponse (the submit lock's release).
 */
export function failureResponse(error: unknown): Response {
  return new Response(null, { status: 599, headers: { [FAILURE_HEADER]: reasonOfFailure(error) } });
}

function currentLocation(): string | null {
  const location = globalThis.location;
  return location ? `${location.pathname}${location.search}` : null;
}

/**
 * Turns HTTP failures into ApiErrors with the messages of spec section 8. A 401 also forgets the
 * session, remembers where the user was (return-url cookie) and tells the app to go to /uc/login.
 */
export function httpStatusMiddleware(session: Session, onUnauthorized?: () => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return;
      const failure = response.headers.get(FAILURE_HEADER);
      if (failure === 'timeout' || failure === 'network') throw ApiError.of(failure);
      const status = response.status;
      if (status === 401) {
        session.clear();
        const here = currentLocation();
        if (here) setCookie(COOKIES.returnUrl, here);
        onUnauthorized?.();
      }
      if (status in REASON_BY_STATUS) {
        throw ApiError.of(REASON_BY_STATUS[status as keyof typeof REASON_BY_STATUS], status);
      }
      if (status === 400) {
        const message = await envelopeMessage(response);
        throw new ApiError('badRequest', message ?? ApiError.of('forbidden').message, status);
      }
      throw ApiError.of('server', status);
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      return ApiError.of(reasonOfFailure(error));
    },
  };
}
