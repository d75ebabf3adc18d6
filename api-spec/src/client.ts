import createClient, { type Client } from 'openapi-fetch';
import { API_TIMEOUT_MS } from './domain/constants';
import { ApiError } from './errors';
import { authMiddleware } from './middleware/auth';
import { formBodySerializer, formEncodingMiddleware } from './middleware/form-encoding';
import { httpStatusMiddleware } from './middleware/http-status';
import { sessionRenewalMiddleware, singleFlightRenewal } from './middleware/session-renewal';
import { submitLockMiddleware } from './middleware/submit-lock';
import { timeoutMiddleware } from './middleware/timeout';
import { Session } from './session';
import type { paths } from './types';

export type ApiClient = Client<paths>;

export interface ApiOptions {
  /** The operator API's origin, e.g. `http://127.0.0.1:8080`; empty for the page's own origin. */
  baseUrl?: string;
  session?: Session;
  /** Called after a 401 has cleared the session: the app navigates to /uc/login. */
  onUnauthorized?: () => void;
  fetch?: (input: Request) => Promise<Response>;
  /** How long the duplicate-submit lock outlives a response (spec: about 300 ms). */
  submitLockMs?: number;
  /** Give up on a request after this long (reported as a timeout). */
  timeoutMs?: number;
}

export const SUBMIT_LOCK_MS = 300;
const DEFAULT_TIMEOUT_MS = API_TIMEOUT_MS;

export interface ApiClientParts {
  client: ApiClient;
  session: Session;
  /**
   * Exchanges the session's refresh token for a new pair (once, however many callers ask at the
   * same time). Answers whether the session holds a new token; false when there is no refresh
   * token or the operator refused it. The client does this itself when a call answers 401.
   */
  renewSession: () => Promise<boolean>;
}

export function createApiClient(options: ApiOptions = {}): ApiClientParts {
  const session = options.session ?? new Session();
  const clientOptions = {
    baseUrl: options.baseUrl ?? '',
    bodySerializer: formBodySerializer,
    // openapi-fetch reads globalThis.fetch when the request is made, so tests and pages that
    // install a fetch later still get it; only an explicit one is pinned here.
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const client = createClient<paths>(clientOptions);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const renew = singleFlightRenewal(session, refreshClient(clientOptions, session, timeoutMs));
  // onResponse/onError run in reverse order: a 401 is renewed first, then the lock is released,
  // then errors are thrown.
  client.use(httpStatusMiddleware(session, options.onUnauthorized));
  client.use(authMiddleware(session));
  client.use(formEncodingMiddleware());
  client.use(timeoutMiddleware(timeoutMs));
  client.use(submitLockMiddleware(options.submitLockMs ?? SUBMIT_LOCK_MS));
  client.use(sessionRenewalMiddleware(session, renew));
  return { client, session, renewSession: () => renew(session.token ?? '') };
}

/**
 * The refresh call outside the main client's middleware: its own answer must not renew, lock or
 * send the user to login. Saves the new pair; false when the operator refuses the refresh token.
 */
function refreshClient(
  clientOptions: Parameters<typeof createClient>[0],
  session: Session,
  timeoutMs: number,
) {
  const refresher = createClient<paths>(clientOptions);
  refresher.use(formEncodingMiddleware(), timeoutMiddleware(timeoutMs));
  return async (refresh_token: string): Promise<boolean> => {
    const { data: envelope } = await refresher.POST('/sso/v1/api/token/refresh', {
      body: { refresh_token },
    });
    if (envelope?.code !== 0 || !envelope.data) return false;
    session.saveLogin(envelope.data);
    return true;
  };
}

interface Envelope<D> {
  code: number;
  message: string;
  data?: D;
}

/** The `data` of a successful envelope; a business failure (code != 0) becomes an ApiError. */
export async function unwrap<D>(call: Promise<{ data?: Envelope<D> }>): Promise<D> {
  const { data: envelope } = await call;
  if (!envelope) throw ApiError.of('server');
  if (envelope.code !== 0) throw new ApiError('business', envelope.message, envelope.code);
  return envelope.data as D;
}

/** For calls whose success carries no data. */
export async function expectOk(call: Promise<{ data?: Envelope<unknown> }>): Promise<void> {
  await unwrap(call);
}
