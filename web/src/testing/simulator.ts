import { type PayOrder, createApi } from '@dehong/api-spec';
import { beforeEach, inject } from 'vitest';
import { configureApi } from '@/lib/api';
import { setPhoneClock } from './time';

/** This worker's simulator (started by global-setup.ts). */
export function simulatorUrl(): string {
  const urls = inject('simulatorUrls');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!url) throw new Error(`No simulator for worker ${process.env.VITEST_POOL_ID}`);
  return url;
}

async function admin<T>(path: string, init?: { method: 'POST' | 'DELETE'; body?: object }) {
  const response = await fetch(`${simulatorUrl()}/__admin${path}`, {
    method: init?.method ?? 'GET',
    headers: init?.body ? { 'Content-Type': 'application/json' } : {},
    body: init?.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok)
    throw new Error(`admin ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The simulator's admin API, as a developer uses it from the console. */
export const simulatorAdmin = {
  /** Every row reseeded, the simulator's clock back at the test instant (global-setup.ts). */
  reset: () => admin('/reset', { method: 'POST' }),
  /** Reseeded with the simulator's clock and the phone's at `at` (a test's own instant). */
  async resetAt(at: string | Date) {
    const { iso } = await admin<{ iso: string }>('/reset', {
      method: 'POST',
      body: { at: new Date(at).toISOString() },
    });
    setPhoneClock(new Date(iso));
  },
  /** The codes sent to `phone`, newest first: SMS codes, and codes spoken by voice calls. */
  smsCodes: (phone: string) =>
    admin<{ phone: string; code: string; kind: 'sms' | 'voice'; time: string }[]>(
      `/sms?phone=${encodeURIComponent(phone)}`,
    ),
  /**
   * The simulator's clock moved on, and the phone's with it (the owner's phone keeps the time)
   * unless the test is about a phone whose clock is off (`phoneKeepsItsTime`).
   */
  async advanceClock(minutes: number, { phoneKeepsItsTime = false } = {}) {
    const { iso } = await admin<{ iso: string }>('/clock/advance', {
      method: 'POST',
      body: { minutes },
    });
    if (!phoneKeepsItsTime) setPhoneClock(new Date(iso));
  },
  addFault: (fault: object) => admin<{ id: string }>('/faults', { method: 'POST', body: fault }),
  /** Every pay order, newest first. */
  payOrders: () => admin<PayOrder[]>('/pay-orders'),
  /** The requests the simulator answered, newest first (`path` with its query string). */
  journal: () =>
    admin<{ method: string; path: string; status: number; code: number }[]>('/journal?limit=200'),
  expireTokens: (phone: string) => admin('/tokens/expire', { method: 'POST', body: { phone } }),
  /** The one-time code the fake chat platform puts on the login URL for `phone`. */
  async chatCode(phone: string): Promise<string> {
    const query = new URLSearchParams({ phone, redirect_uri: '/uc/login' });
    const response = await fetch(`${simulatorUrl()}/__chat/oauth/continue?${query}`, {
      redirect: 'manual',
    });
    const code = new URL(response.headers.get('location') ?? '', simulatorUrl()).searchParams.get(
      'code',
    );
    if (!code) throw new Error(`The fake chat platform gave no code (HTTP ${response.status})`);
    return code;
  },
};

/**
 * Screens under test talk to this worker's simulator, reset to its seeded fixtures before each
 * test.
 */
export function testAgainstSimulator(): void {
  beforeEach(async () => {
    // A fresh client per test: no duplicate-submit lock carried over from the previous one.
    configureApi({ baseUrl: simulatorUrl() });
    await simulatorAdmin.reset();
  });
}

/**
 * A client of the signed-in member's own (same session storage as the app) for a test's writes:
 * the app's client would hold its duplicate-submit lock on them for the screen under test.
 */
export const memberClient = () => createApi({ baseUrl: simulatorUrl() });

/**
 * Signs in as the user of `phone` the way the login page does (key, SMS code, encrypted login),
 * into the same session storage the app reads. Through a client of its own: the app's client would
 * hold its duplicate-submit lock on the SMS call for the screen under test.
 */
export async function signIn(phone: string): Promise<void> {
  const client = memberClient();
  const { key } = await client.getLoginKey();
  await client.sendSms(phone);
  const [latest] = await simulatorAdmin.smsCodes(phone);
  if (!latest) throw new Error(`No SMS code was sent to ${phone}`);
  await client.loginWithSms({ phone, smsCode: latest.code }, key);
}

export const USER_A = '13800138000';
export const USER_B = '13900139000';
