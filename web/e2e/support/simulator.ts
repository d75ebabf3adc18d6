import { type Api, type PayOrder, Session, createApi, memorySession } from '@dehong/api-spec';
import type { Page } from 'playwright-core';

/** What the admin API says a named fixture user holds now (`GET /__admin/fixtures` → state). */
export interface UserState {
  phone: string;
  nickname: string;
  exists: boolean;
  funds: number;
  give: number;
  integral: number;
  unusedCoupons: number;
  cars: string[];
}

/** What the admin API says about a named fixture plate now. */
export interface PlateState {
  number: string;
  toPay: number;
  arrears: number;
  parking: { serial: string; startTime: string; ncash: number }[];
  membership: { service: string; start: string; end: string } | null;
}

/** A sticker report as the console's patrol sees it (`GET /__admin/kerb/reports`). */
export interface StickerReportState {
  id: number;
  serial: string;
  code: string;
  phone: string;
  status: 'open' | 'handled';
  photo: string | null;
  answer: string;
}

/** One code the fake chat platform's scan sheet offers. */
export interface ScanChoice {
  group: 'sign' | 'forged' | 'foreign';
  text: string;
}

export interface FaultSpec {
  path: string;
  method?: 'GET' | 'POST';
  latencyMs?: number;
  status?: number;
  code?: number;
  message?: string;
  once?: boolean;
}

export interface JournalEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  code: number | null;
}

/** The simulator's admin API (`/__admin`), as a developer uses it from the console. */
export class SimulatorAdmin {
  /** The newest journal entry when the journey began (a reset keeps the journal). */
  private journalMark: string | undefined;
  /** The pay orders the fixtures already hold. */
  private seededPayCodes = new Set<string>();

  constructor(readonly url: string) {}

  private async call<T>(path: string, init: { method?: 'POST' | 'DELETE'; body?: object } = {}) {
    const response = await fetch(`${this.url}/__admin${path}`, {
      method: init.method ?? 'GET',
      headers: init.body ? { 'Content-Type': 'application/json' } : {},
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    if (!response.ok) {
      throw new Error(`admin ${path}: HTTP ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  }

  /** Every table reseeded with the fixtures, the clock back at its start, faults cleared. */
  reset = () => this.call('/reset', { method: 'POST' });

  /** The newest code sent to `phone` by SMS (`sms`, the login code) or spoken by a voice call. */
  async smsCode(phone: string, kind: 'sms' | 'voice' = 'sms'): Promise<string> {
    const outbox = await this.call<{ code: string; kind: string }[]>(`/sms?phone=${phone}`);
    const latest = outbox.find((message) => message.kind === kind);
    if (!latest) throw new Error(`No ${kind} code was sent to ${phone}`);
    return latest.code;
  }

  /** How many SMS codes (not voice calls) were sent to `phone`. */
  smsCount = async (phone: string) =>
    (await this.call<{ kind: string }[]>(`/sms?phone=${phone}`)).filter(
      (message) => message.kind === 'sms',
    ).length;

  addFault = (fault: FaultSpec) =>
    this.call<{ id: string }>('/faults', { method: 'POST', body: fault });

  clearFaults = () => this.call('/faults', { method: 'DELETE' });

  faults = () => this.call<(FaultSpec & { id: string; hits: number })[]>('/faults');

  expireTokens = (phone: string) =>
    this.call<{ expired: number }>('/tokens/expire', { method: 'POST', body: { phone } });

  /** Every pay order, newest first, with the member that placed it. */
  payOrders = () => this.call<(PayOrder & { member: number })[]>('/pay-orders?limit=1000');

  /** The pay orders placed since the mark, newest first. */
  newPayOrders = async () =>
    (await this.payOrders()).filter((order) => !this.seededPayCodes.has(order.payCode));

  /** From now on, `journal()` and `newPayOrders()` list only what comes after this point. */
  async mark(): Promise<void> {
    const [newest] = await this.call<JournalEntry[]>('/journal?limit=1');
    this.journalMark = newest ? JSON.stringify(newest) : undefined;
    this.seededPayCodes = new Set((await this.payOrders()).map((order) => order.payCode));
  }

  /** Requests the simulator answered since the mark, newest first. */
  async journal(): Promise<JournalEntry[]> {
    const entries = await this.call<JournalEntry[]>('/journal?limit=500');
    const mark = entries.findIndex((entry) => JSON.stringify(entry) === this.journalMark);
    return mark === -1 ? entries : entries.slice(0, mark);
  }

  async user(phone: string): Promise<UserState> {
    const { state } = await this.call<{ state: { users: UserState[] } }>('/fixtures');
    const user = state.users.find((candidate) => candidate.phone === phone);
    if (!user) throw new Error(`${phone} is not a fixture user`);
    return user;
  }

  /** The sticker reports the console's patrol sees, newest first. */
  stickerReports = () => this.call<StickerReportState[]>('/kerb/reports');

  /** What the fake chat platform's scanner offers: the console's signs, forgeries, other sites. */
  async scanChoices(): Promise<ScanChoice[]> {
    return (await fetch(`${this.url}/__chat/scan/choices`)).json() as Promise<ScanChoice[]>;
  }

  async plate(number: string): Promise<PlateState> {
    const { state } = await this.call<{ state: { plates: PlateState[] } }>('/fixtures');
    const plate = state.plates.find((candidate) => candidate.number === number);
    if (!plate) throw new Error(`${number} is not a fixture plate`);
    return plate;
  }
}

/** The operator API with the session the page holds now (its sessionStorage, spec section 3). */
export async function apiOfPage(page: Page, baseUrl: string): Promise<Api> {
  const items = await page.evaluate(() => Object.entries(sessionStorage));
  const store = memorySession();
  for (const [key, value] of items) store.setItem(key, value);
  return createApi({ baseUrl, session: new Session(store) });
}
