import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './errors';
import { authMiddleware } from './middleware/auth';
import { formBodySerializer, formEncodingMiddleware } from './middleware/form-encoding';
import { httpStatusMiddleware } from './middleware/http-status';
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
const DEFAULT_TIMEOUT_MS = 30_000;

export function createApiClient(options: ApiOptions = {}): { client: ApiClient; session: Session } {
  const session = options.session ?? new Session();
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    bodySerializer: formBodySerializer,
    // openapi-fetch reads globalThis.fetch when the request is made, so tests and pages that
    // install a fetch later still get it; only an explicit one is pinned here.
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // onResponse/onError run in reverse order: the lock is released before any error is thrown.
  client.use(httpStatusMiddleware(session, options.onUnauthorized));
  client.use(authMiddleware(session));
  client.use(formEncodingMiddleware());
  client.use(timeoutMiddleware(options.timeoutMs ?? DEFAULT_TIMEOUT_MS));
  client.use(submitLockMiddleware(options.submitLockMs ?? SUBMIT_LOCK_MS));
  return { client, session };
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
