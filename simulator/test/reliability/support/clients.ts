import { Agent, fetch as undiciFetch } from 'undici';
import {
  createApi,
  isApiError,
  memorySession,
  Session,
  SESSION_KEYS,
  type Api,
  type PayParams,
} from '@dehong/api-spec';
import type { Db, RunningSimulator } from '../../../src/index';
import { dbDigest } from '../../support/db-digest';

/**
 * A client of its own (its own duplicate-submit lock, as another phone or tab has) signed in with
 * an existing token, so that hundreds of them can share one sign-in.
 */
export function clientWithToken(
  sim: RunningSimulator | { url: string },
  token: string,
  fetch?: (request: Request) => Promise<Response>,
): Api {
  const store = memorySession();
  store.setItem(SESSION_KEYS.isLogin, 'true');
  store.setItem(SESSION_KEYS.token, token);
  return createApi({
    baseUrl: sim.url,
    session: new Session(store),
    submitLockMs: 0,
    ...(fetch ? { fetch } : {}),
  });
}

/**
 * A fetch on connections of its own that waits as long as it takes to connect: hundreds of
 * requests at once from the process that also serves them, on two cores the other test lanes keep
 * busy, took longer than undici's 10 s connect timeout (a "network error", not an answer).
 */
export function patientFetch(): {
  fetch: (request: Request) => Promise<Response>;
  close(): Promise<void>;
} {
  const agent = new Agent({ connectTimeout: 120_000 });
  return {
    fetch: async (request) =>
      (await undiciFetch(request.url, {
        method: request.method,
        headers: [...request.headers],
        body: request.body ? await request.text() : null,
        dispatcher: agent,
      })) as unknown as Response,
    close: () => agent.close(),
  };
}

/** Signs `phone` in through the fake chat platform (simulator started with admin); its token. */
export async function chatSignIn(url: string, phone: string): Promise<string> {
  const back = await fetch(
    `${url}/__chat/oauth/continue?phone=${phone}&redirect_uri=${encodeURIComponent('http://app.test/uc/login')}&state=dehong_mp`,
    { redirect: 'manual' },
  );
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error(`no chat code for ${phone}: HTTP ${back.status}`);
  const store = memorySession();
  await createApi({ baseUrl: url, session: new Session(store) }).loginWithChatCode(
    code,
    'dehong_mp',
  );
  const token = store.getItem(SESSION_KEYS.token);
  if (!token) throw new Error(`${phone} was not signed in`);
  return token;
}

/** The user taps "pay" on the fake chat platform's sheet: the bank's answer, as the bridge gets it. */
export async function payOnSheet(
  url: string,
  params: PayParams,
  result: 'ok' | 'cancel' | 'fail' = 'ok',
  extra: { notifyDelayMs?: number } = {},
): Promise<string> {
  const answer = await fetch(`${url}/__chat/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      appId: params.appid,
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
      result,
      ...extra,
    }),
  });
  return ((await answer.json()) as { err_msg: string }).err_msg;
}

/** The business code of a refused call; anything but a business refusal is rethrown. */
export async function businessRefusal<T>(call: Promise<T>): Promise<T | { refused: number }> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.reason === 'business') return { refused: error.code };
    throw error;
  }
}

/**
 * The full database digest (test/support/db-digest.ts) but for `except`: equal digests mean nothing
 * else changed. (Sign-in bookkeeping - spent login keys, counted wrong codes - is meant to change
 * on refusal.)
 */
export function digestExcept(db: Db, except: string[] = []): string {
  return dbDigest(db, { except });
}
