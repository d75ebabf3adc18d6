import { AREAS } from '@dehong/api-spec/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURES, stateSeeder, startSimulator, type RunningSimulator } from '../src/index';
import { dbDigest } from './support/db-digest';
import {
  admin,
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
} from './support/simulator';

const { arrears, clean } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
/** 10:00 China time: out of the quiet hours, whatever the real time of the run. */
const MORNING = new Date('2026-11-20T02:00:00Z');
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

interface FeedNotice {
  serial: string;
  kind: string;
  title: string;
  content: string;
  link: string;
  data: { number?: string; amount?: number; reason?: string; automatic?: number; days?: number };
}

const feed = async (sim: RunningSimulator, phone: string, lang = 'zh') =>
  (await http(sim).get<FeedNotice[]>(`/__admin/chat/messages?phone=${phone}&lang=${lang}`)).body;

async function parkingOf(sim: RunningSimulator) {
  const a = await signIn(sim, A);
  const [parking] = await a.listCurrentOrders({ number: arrears.number });
  return { a, parking: parking! };
}

describe('auto-pay from the balance, per plate', () => {
  it('pays an order of an opted-in plate when it becomes payable, with a pay order of its own, and tells the owner', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const { a, parking } = await parkingOf(sim);
    await a.subscribeAttention({ number: arrears.number, subscribe: 1 });
    expect(await a.setAutoPay({ number: arrears.number, autoPay: 1 })).toEqual({
      number: arrears.number,
      subscribe: 1,
      autoPay: 1,
      autoPayCap: 5000,
    });

    const left = await a.previewDoneOrder(parking.serial);

    expect(left.status).toBe(9);
    expect(left.paytype).toBe('balance');
    const funds = await a.getMemberFunds();
    expect(funds.funds).toBe(FIXTURES.users.a.funds - left.cash);
    const payOrders = (
      await http(sim).get<{ automatic: number; paytype: string; goods: string }[]>(
        '/__admin/pay-orders',
      )
    ).body;
    expect(payOrders.find((p) => p.goods === parking.serial)).toMatchObject({
      automatic: 1,
      paytype: 'balance',
    });
    const notices = await feed(sim, A, 'en');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'paymentReceived',
      title: 'Payment received',
      link: `/m/order/show?c=${encodeURIComponent(left.bookCode)}`,
      data: { number: arrears.number, amount: left.cash, automatic: 1 },
    });
    expect(notices[0]!.content).toContain('auto-pay');
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('takes nothing when the balance is short, and the amount-due notice says why', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const { a, parking } = await parkingOf(sim);
    await a.setAutoPay({ number: arrears.number, autoPay: 1 });
    stateSeeder(sim.db, sim.clock).balance(A, 100);

    const left = await a.previewDoneOrder(parking.serial);

    expect(left.status).toBe(22);
    expect((await a.getMemberFunds()).funds).toBe(100);
    const [due] = await feed(sim, A);
    expect(due).toMatchObject({
      kind: 'parkingEnded',
      link: `/m/order/payment?carNumber=${encodeURIComponent(arrears.number)}`,
      data: { number: arrears.number, amount: left.cash, reason: 'balanceShort' },
    });
    expect(due!.content).toContain('余额1.00元不足');
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('takes nothing over the cap', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const { a, parking } = await parkingOf(sim);
    await a.setAutoPay({ number: arrears.number, autoPay: 1, cap: 100 });
    const left = await a.previewDoneOrder(parking.serial);
    expect(left.status).toBe(22);
    expect((await a.getMemberFunds()).funds).toBe(FIXTURES.users.a.funds);
    const [due] = await feed(sim, A, 'en');
    expect(due!.data.reason).toBe('overCap');
    expect(due!.content).toContain('over the cap of 1.00 yuan');
  });

  it('stops at once when the plate moves to another member by licence proof', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const { a, parking } = await parkingOf(sim);
    await a.setAutoPay({ number: arrears.number, autoPay: 1 });
    const b = await signIn(sim, B);
    const licence = (await b.uploadImage(new Blob([PNG]), `行驶证-${arrears.number}.jpg`)).url;
    await b.publishCar({ number: arrears.number, plateType: arrears.plateType, licence });
    const left = await b.previewDoneOrder(parking.serial);
    expect(left.status).toBe(22);
    expect((await a.getMemberFunds()).funds).toBe(FIXTURES.users.a.funds);
    expect(await feed(sim, A)).toEqual([]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('stays off when the plate comes back, even when its new binding gets the old one’s id', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const [a, b] = [await signIn(sim, A), await signIn(sim, B)];
    const proof = async (api: typeof a) =>
      (await api.uploadImage(new Blob([PNG]), `行驶证-${clean.number}.jpg`)).url;
    // The newest binding: SQLite hands its id to the next row once it is deleted.
    await a.publishCar({ number: clean.number, plateType: clean.plateType });
    await a.setAutoPay({ number: clean.number, autoPay: 1 });
    await b.publishCar({ ...clean, licence: await proof(b) });
    await a.publishCar({ ...clean, licence: await proof(a) });
    stateSeeder(sim.db, sim.clock).parkingOrder('PTBACK1', clean.number, AREAS.mangshi, 90);
    const [parking] = await a.listCurrentOrders({ number: clean.number });

    const left = await a.previewDoneOrder(parking!.serial);

    expect(left.status).toBe(22);
    expect((await a.getMemberFunds()).funds).toBe(FIXTURES.users.a.funds);
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('reminders on the simulator clock', () => {
  it('reminds an unpaid order after 1 and 3 days once each, and never after it is paid', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const { a, parking } = await parkingOf(sim);
    await a.subscribeAttention({ number: arrears.number, subscribe: 1 });
    const left = await a.previewDoneOrder(parking.serial);
    expect(left.status).toBe(22);

    await admin(sim).advance(24 * 60);
    await admin(sim).advance(1);
    const kinds = (await feed(sim, A)).map((n) => `${n.kind}${n.data.days ?? ''}`);
    expect(kinds).toEqual(['unpaidReminder1', 'parkingEnded']);

    await admin(sim).advance(2 * 24 * 60);
    expect((await feed(sim, A)).filter((n) => n.kind === 'unpaidReminder')).toHaveLength(2);

    const draft = await a.publishPayOrder({
      orderType: 'parking',
      goods: left.serial,
      sumCost: left.cash,
      service: 0,
      coupon: 0,
      actualCost: left.cash,
      beBusiness: 0,
      payee: '',
      payeeName: '',
      staff: '',
      staffName: '',
      team: '',
      numbers: [arrears.number],
    });
    await a.payByFunds(draft.payCode);
    await admin(sim).advance(5 * 24 * 60);
    const after = await feed(sim, A);
    expect(after.filter((n) => n.kind === 'unpaidReminder')).toHaveLength(2);
    expect(after[0]!.kind).toBe('paymentReceived');
  });

  it('keeps quiet at night: a reminder due at 23:00 China time goes out at 08:00', async () => {
    const sim = await startTestSimulator({ now: new Date('2026-11-20T15:00:00Z') });
    const { a, parking } = await parkingOf(sim);
    await a.subscribeAttention({ number: arrears.number, subscribe: 1 });
    await a.previewDoneOrder(parking.serial);
    await admin(sim).advance(24 * 60 + 30);
    expect((await feed(sim, A)).map((n) => n.kind)).toEqual(['parkingEnded']);
    await admin(sim).advance(9 * 60);
    const [reminder] = await feed(sim, A);
    expect(reminder!.kind).toBe('unpaidReminder');
  });
});

describe('who may switch and read', () => {
  it('another member can neither switch auto-pay on nor read notices for my plate', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const b = await signIn(sim, B);
    const before = dbDigest(sim.db);
    expect((await failure(b.setAutoPay({ number: arrears.number, autoPay: 1 }))).code).toBe(2006);
    expect((await failure(b.listChatNotices({ number: arrears.number }))).code).toBe(2006);
    expect(
      (await failure(b.subscribeAttention({ number: arrears.number, subscribe: 1 }))).code,
    ).toBe(2006);
    expect(dbDigest(sim.db)).toBe(before);
    expect(await b.listAttentions()).toEqual([]);
    void clean;
  });
});

describe('the fake chat platform', () => {
  it('the inbox opens the app at the notice link, signed in silently', async () => {
    const sim = await startTestSimulator({ now: MORNING });
    const { a, parking } = await parkingOf(sim);
    await a.subscribeAttention({ number: arrears.number, subscribe: 1 });
    await a.previewDoneOrder(parking.serial);
    const page = await http(sim).get<string>(`/__chat/inbox?phone=${A}`);
    expect(page.body).toContain('停车费待支付');
    const [notice] = await feed(sim, A);
    const open = await fetch(`${sim.url}/__chat/inbox/open/${notice!.serial}`, {
      redirect: 'manual',
    });
    expect(open.status).toBe(302);
    expect(open.headers.get('location')).toMatch(/^\/uc\/login\?code=[\w-]+&state=dehong_mp$/);
    expect(open.headers.get('set-cookie')).toContain(
      `returnUrl=${encodeURIComponent(notice!.link)}`,
    );
  });

  it('without --admin neither the inbox nor the admin feed exists', async () => {
    const sim = await startSimulator({ admin: false, db: ':memory:' });
    try {
      expect((await http(sim).get(`/__chat/inbox?phone=${A}`)).status).toBe(404);
      expect((await http(sim).get(`/__admin/chat/messages?phone=${A}`)).status).toBe(404);
    } finally {
      await sim.close();
    }
  });
});
