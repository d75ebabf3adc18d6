import { createApi, memorySession, Session, type Api } from '@dehong/api-spec';
import { testInstant } from '@dehong/api-spec/test-instant';
import {
  auditMoney,
  startSimulator,
  type RunningSimulator,
  type StartOptions,
} from '../../src/index';

const running = new Set<RunningSimulator>();

/** Stops the simulators the test started (test/support/setup.ts, after every test). */
export async function stopTestSimulators(): Promise<void> {
  const stopping = [...running];
  running.clear();
  await Promise.all(stopping.map((sim) => sim.close()));
}

/**
 * A simulator on 127.0.0.1:0 over a fresh copy of the seeded in-memory database, its clock starting
 * at the test instant (where test/support/setup.ts puts this process's Date before each test) unless
 * `now` says otherwise; it stops after the test.
 */
export async function startTestSimulator(options: StartOptions = {}): Promise<RunningSimulator> {
  const sim = await startSimulator({ db: ':memory:', admin: true, now: testInstant(), ...options });
  running.add(sim);
  return sim;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Envelope<D = unknown> {
  code: number;
  message: string;
  data?: D;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (HTML pages, scripts): keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Raw HTTP for bad input and security cases (happy paths go through the typed client). */
export function http(sim: RunningSimulator) {
  const headersOf = (token?: string, extra: Record<string, string> = {}) => ({
    ...(token ? { Authorization: token } : {}),
    ...extra,
  });
  return {
    get: async <T = Envelope>(path: string, token?: string, extra?: Record<string, string>) =>
      answer<T>(await fetch(sim.url + path, { headers: headersOf(token, extra) })),
    form: async <T = Envelope>(
      path: string,
      fields: Record<string, string | number>,
      token?: string,
      extra?: Record<string, string>,
    ) =>
      answer<T>(
        await fetch(sim.url + path, {
          method: 'POST',
          headers: headersOf(token, {
            'Content-Type': 'application/x-www-form-urlencoded',
            ...extra,
          }),
          body: new URLSearchParams(
            Object.entries(fields).map(([k, v]) => [k, String(v)]),
          ).toString(),
        }),
      ),
    json: async <T = unknown>(method: string, path: string, body?: unknown) =>
      answer<T>(
        await fetch(sim.url + path, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
  };
}

/** The admin API. */
export function admin(sim: RunningSimulator) {
  const call = http(sim);
  return {
    /** The outbox of `phone`, newest first: SMS codes and codes spoken by voice calls. */
    async outbox(
      phone: string,
    ): Promise<{ phone: string; code: string; kind: string; time: string }[]> {
      return (
        await call.get<{ phone: string; code: string; kind: string; time: string }[]>(
          `/__admin/sms?phone=${phone}`,
        )
      ).body;
    },
    /** The SMS codes sent to `phone`, newest first. */
    async smsCodes(phone: string): Promise<{ phone: string; code: string; time: string }[]> {
      return (await this.outbox(phone)).filter((message) => message.kind === 'sms');
    },
    async latestSmsCode(phone: string): Promise<string> {
      const [latest] = await this.smsCodes(phone);
      if (!latest) throw new Error(`no SMS was sent to ${phone}`);
      return latest.code;
    },
    /** The code the newest voice call spoke to `phone` (the voice captcha). */
    async latestVoiceCode(phone: string): Promise<string> {
      const latest = (await this.outbox(phone)).find((message) => message.kind === 'voice');
      if (!latest) throw new Error(`no voice call was made to ${phone}`);
      return latest.code;
    },
    advance: async (minutes: number) =>
      (await call.json<{ now: string }>('POST', '/__admin/clock/advance', { minutes })).body,
    reset: async () => (await call.json('POST', '/__admin/reset')).body,
    expireTokens: async (phone: string) =>
      (await call.json('POST', '/__admin/tokens/expire', { phone })).body,
  };
}

export function newApi(sim: RunningSimulator): Api {
  return createApi({ baseUrl: sim.url, session: new Session(memorySession()), submitLockMs: 0 });
}

/** A one-time code from the fake chat platform's authorisation, as the app gets it on /uc/login. */
export async function chatCode(sim: RunningSimulator, phone: string): Promise<string> {
  const response = await fetch(
    `${sim.url}/__chat/oauth/continue?phone=${phone}&redirect_uri=${encodeURIComponent('http://app.test/uc/login')}&state=dehong_mp`,
    { redirect: 'manual' },
  );
  const code = new URL(response.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error(`no code for ${phone}: HTTP ${response.status}`);
  return code;
}

/** A client signed in as `phone` (through the chat platform, so SMS limits stay untouched). */
export async function signIn(sim: RunningSimulator, phone: string): Promise<Api> {
  const api = newApi(sim);
  await api.loginWithChatCode(await chatCode(sim, phone), 'dehong_mp');
  return api;
}

/** The Authorization header of a signed-in client, for raw requests. */
export function tokenOf(api: Api): string {
  const token = api.session.token;
  if (!token) throw new Error('not signed in');
  return token;
}

/** The failure a call ended with (for asserting on ApiError reason, code and message). */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ reason: string; code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { reason: string; code: number; message: string };
  }
  throw new Error('expected the call to fail');
}

/** The money invariant holds: funds equal their ledgers, paid orders add up to paid pay orders. */
export function moneyViolations(sim: RunningSimulator): string[] {
  return auditMoney(sim.db).violations;
}

/**
 * `value` with the expiry and signature taken off its private media links: two answers a second
 * apart sign the same file with different expiries (whole seconds of the clock).
 */
export function withoutLinkSignatures<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/\?exp=\d+&sig=[\w-]+/g, '')) as T;
}
