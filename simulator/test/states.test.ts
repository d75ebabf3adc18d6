import { addDays } from '@dehong/api-spec/domain';
import { encryptLogin } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { auditMoney, stateSeeder, type RunningSimulator } from '../src/index';
import { failure, http, newApi, startTestSimulator, type Envelope } from './support/simulator';
import { createApi, memorySession, Session } from '@dehong/api-spec';

const PHONE = '13800138000';

/** A simulator emptied of the demo seed, as a provider state starts. */
async function blankSimulator(): Promise<{
  sim: RunningSimulator;
  seed: ReturnType<typeof stateSeeder>;
}> {
  const sim = await startTestSimulator();
  const seed = stateSeeder(sim.db, sim.clock);
  seed.blank();
  return { sim, seed };
}

function apiWith(sim: RunningSimulator, token: string) {
  const session = new Session(memorySession());
  session.store.setItem('isLogin', 'true');
  session.store.setItem('token', `Bearer ${token}`);
  return createApi({ baseUrl: sim.url, session, submitLockMs: 0 });
}

/** The first simulator of a test process seeds the fixture image: seconds on a busy machine. */
const FIRST_SEED = { timeout: 20_000 };

describe('state seeding (provider states)', FIRST_SEED, () => {
  it('starts blank: no member, no order, only the app configuration', async () => {
    const { sim } = await blankSimulator();
    expect(sim.db.prepare('SELECT COUNT(*) FROM members').pluck().get()).toBe(0);
    expect(sim.db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(0);
    expect((await http(sim).get<Envelope>('/component/v1/api/app/config/show')).body.code).toBe(0);
  });

  it('logs a member in with a real session; a revoked token answers 401', async () => {
    const { sim, seed } = await blankSimulator();
    const { token, refreshToken } = seed.loggedIn(PHONE);
    const api = apiWith(sim, token);

    expect(await api.getMemberFunds()).toEqual({ funds: 0, give: 0, coupon: 0, integral: 0 });
    expect(refreshToken).toMatch(/^[0-9a-f]{64}$/);
    seed.revokeAccessToken(token);
    expect((await http(sim).get('/user/v1/api/member/funds', `Bearer ${token}`)).status).toBe(401);
  });

  it('issues a chosen login key and SMS code that log in once', async () => {
    const { sim, seed } = await blankSimulator();
    seed.loginKey('pactLoginKey000000001');
    seed.smsCode(PHONE, '246810');
    const js_login = await encryptLogin(
      { phone: PHONE, smsCode: '246810' },
      'pactLoginKey000000001',
    );

    const answer = await http(sim).form<Envelope>('/sso/v1/api/login', {
      js_login,
      key: 'pactLoginKey000000001',
    });
    expect(answer.body.code).toBe(0);
  });

  it('issues a chosen chat code, and lets or stops an SMS send by the last send time', async () => {
    const { sim, seed } = await blankSimulator();
    seed.chatCode('pactChatCode0001', PHONE);
    expect(
      (await newApi(sim).loginWithChatCode('pactChatCode0001', 'dehong_mp')).principal.phone,
    ).toBe(PHONE);

    seed.smsCode(PHONE, '111111', 5);
    expect((await failure(newApi(sim).sendSms(PHONE))).code).toBe(1005);
    seed.smsNotSentRecently(PHONE);
    await expect(newApi(sim).sendSms(PHONE)).resolves.toMatchObject({ resendIn: 60 });
  });

  it('sets balance, coupons, integral, sign-in and messages of a member', async () => {
    const { sim, seed } = await blankSimulator();
    const api = apiWith(sim, seed.loggedIn(PHONE).token);
    seed.balance(PHONE, 3000);
    seed.unusedCoupons(PHONE, 2);
    seed.integral(PHONE, 1230);
    seed.signedToday(PHONE);
    seed.messages(PHONE, 3);

    expect(await api.getMemberFunds()).toEqual({ funds: 3000, give: 0, coupon: 2, integral: 1230 });
    expect((await failure(api.signToday())).code).toBe(2004);
    expect((await api.listMessages()).total).toBe(3);
    expect(auditMoney(sim.db).violations).toEqual([]);
  });

  it('creates cars, memberships, catalogue entries and staff with the given identifiers', async () => {
    const { sim, seed } = await blankSimulator();
    const api = apiWith(sim, seed.loggedIn(PHONE).token);
    seed.car(PHONE, 'CAR000001', '云N12345', 1);
    seed.vipCard('VIPMONTH01', 15000);
    seed.rechargePackage('RECHARGE100', 10000);
    seed.equityPackage('EQUITY01');
    seed.staff('8001');
    seed.membership('云N12345', 30);

    expect((await api.listCars()).list[0]).toMatchObject({
      serial: 'CAR000001',
      number: '云N12345',
      type: 1,
    });
    expect((await api.listVehicles())[0]).toMatchObject({
      isvalid: true,
      expiry: addDays(sim.clock.today(), 30),
    });
    expect((await api.listVipCards())[0]).toMatchObject({
      serial: 'VIPMONTH01',
      price: 15000,
      duration: 30,
    });
    const packages = await api.listRechargePackages();
    expect(packages[0]).toMatchObject({ serial: 'RECHARGE100', price: 10000, give: 0 });
    expect(packages.at(-1)!.name).toBe('other');
    expect((await api.showEquityPackage()).serial).toBe('EQUITY01');
    expect((await api.showStaff('8001')).serial).toBe('8001');
  });

  it('creates orders to pay, parking, paid and completed with the given serials, keeping the money invariant', async () => {
    const { sim, seed } = await blankSimulator();
    const api = apiWith(sim, seed.loggedIn(PHONE).token);
    seed.ordersToPay(
      '云N12345',
      ['PO2026112100001', 'PO2026112100002', 'PO2026112100003'],
      '533103',
      1500,
    );
    seed.parkingOrder('PO2026112100010', '云N12345', '533103', 90);
    seed.paidOrder('PO2026112000020', '云N12345', 800);
    seed.completedOrders('云N54321', 12);
    seed.parkingRecords('云N88888', 3);

    expect(await api.getRepaySummary({ number: '云N12345', code: '533103' })).toEqual({
      unPay: 1500,
      payCost: 1500,
      service: 0,
      count: 3,
      number: '云N12345',
      orderSerials: ['PO2026112100001', 'PO2026112100002', 'PO2026112100003'],
      noplate: false,
    });
    expect(await api.showOrder('PO2026112100010')).toMatchObject({
      status: 0,
      time: 90,
      ncash: 400,
    });
    expect(await api.showOrder('PO2026112000020')).toMatchObject({
      status: 9,
      cash: 800,
      paytype: 'icbc',
    });
    expect((await api.listOrders({ number: '云N54321', status: '9' })).total).toBe(12);
    expect((await api.listOrders({ number: '云N88888' })).total).toBe(3);
    expect(auditMoney(sim.db).violations).toEqual([]);
  });

  it('creates devices, lots, news, activities, feedback and a banner', async () => {
    const { sim, seed } = await blankSimulator();
    const api = apiWith(sim, seed.loggedIn(PHONE).token);
    seed.deviceSawPlate('D10001', '云N12345');
    seed.deviceWithNoPlateCar('D10002', 30);
    seed.lot('LOT0001', 50, 20);
    seed.newsType('NEWSTYPE01', '停车公告', 3);
    seed.activities(2);
    seed.feedbackReplied(PHONE, 'FB000001');
    seed.homeBanner('BANNER01');

    expect(await api.getDevicePayInfo('D10001')).toMatchObject({
      number: '云N12345',
      noplate: false,
    });
    expect(await api.getDevicePayInfo('D10002')).toMatchObject({ number: null, noplate: true });
    expect((await api.listLots()).list).toEqual([
      expect.objectContaining({ serial: 'LOT0001', space: 50, full: 20 }),
    ]);
    expect(await api.listNewsTypes()).toEqual([
      { serial: 'NEWSTYPE01', name: '停车公告', total: 3 },
    ]);
    expect((await api.listNews({ recommend: 1 })).total).toBe(1);
    expect((await api.listActivities()).total).toBe(2);
    expect((await api.listFeedback()).list[0]).toMatchObject({
      serial: 'FB000001',
      reply: '感谢您的建议。',
    });
    expect((await api.listBanners({ recommend: 1, area: 'home' }))[0]).toMatchObject({
      serial: 'BANNER01',
      type: 'news',
    });
  });

  it('creates unpaid and paid pay orders and an invoice with the given codes, payable as usual', async () => {
    const { sim, seed } = await blankSimulator();
    const api = apiWith(sim, seed.loggedIn(PHONE).token);
    seed.unpaidPayOrder(PHONE, 'PAY2026112100000001', 1500, '云N12345', '533103');
    seed.unpaidCardPayOrder(PHONE, 'PAY2026112100000002', 15000, '云N12345');
    seed.invoice(PHONE, 'INV000001', 'PAY2026112000000009');

    expect(await api.confirmFrontPay('PAY2026112100000001')).toMatchObject({
      status: 0,
      cost: 1500,
    });
    const params = await api.payParamsFor('533103', 'PAY2026112100000001');
    expect(params.package).toMatch(/^prepay_id=/);
    expect(await api.confirmFrontPay('PAY2026112100000002')).toMatchObject({
      orderType: 'vipCard',
      status: 0,
    });
    expect(await api.showInvoice('INV000001')).toMatchObject({
      status: 0,
      payCodes: ['PAY2026112000000009'],
    });
    expect(await api.queryPayOrder('PAY2026112000000009')).toMatchObject({ status: 1, invoice: 1 });
    expect(auditMoney(sim.db).violations).toEqual([]);
  });
});

const STATES_PATH = '/__admin/provider-states';

/** Pact's state-change call, as the verifier core makes it. */
async function stateChange(
  sim: RunningSimulator,
  state: string,
  params: Record<string, unknown> = {},
  action: 'setup' | 'teardown' = 'setup',
) {
  return http(sim).json<Record<string, string> & Partial<Envelope>>('POST', STATES_PATH, {
    state,
    params,
    action,
  });
}

const count = (sim: RunningSimulator, table: string) =>
  sim.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();

describe('the provider-state endpoint (POST /__admin/provider-states)', FIRST_SEED, () => {
  it('sets up a session on an emptied database and answers its tokens for injection', async () => {
    const sim = await startTestSimulator();
    expect(count(sim, 'orders')).not.toBe(0);

    const answer = await stateChange(sim, 'user {phone} is logged in', { phone: PHONE });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(answer.body.token).toMatch(/^[A-Za-z0-9]+$/);
    expect(count(sim, 'orders')).toBe(0);
    expect(count(sim, 'members')).toBe(1);
    expect(await apiWith(sim, answer.body.token!).getMemberFunds()).toMatchObject({ funds: 0 });
  });

  it('layers the later states of one interaction on the earlier ones', async () => {
    const sim = await startTestSimulator();
    const { token } = (await stateChange(sim, 'user {phone} is logged in', { phone: PHONE })).body;
    await stateChange(sim, 'user {phone} has balance {fen} fen', { phone: PHONE, fen: 3000 });
    await stateChange(sim, 'user {phone} has {count} unused parking coupons', {
      phone: PHONE,
      count: '2',
    });

    expect(await apiWith(sim, token!).getMemberFunds()).toMatchObject({ funds: 3000, coupon: 2 });
  });

  it('empties the database at teardown, so the next interaction starts from nothing', async () => {
    const sim = await startTestSimulator();
    const { token } = (await stateChange(sim, 'user {phone} is logged in', { phone: PHONE })).body;
    await stateChange(sim, 'user {phone} has {count} messages', { phone: PHONE, count: 3 });

    const teardown = await stateChange(
      sim,
      'user {phone} is logged in',
      { phone: PHONE },
      'teardown',
    );
    expect(teardown).toMatchObject({ status: 200, body: {} });
    expect(count(sim, 'members')).toBe(0);
    expect((await http(sim).get('/user/v1/api/member/funds', `Bearer ${token}`)).status).toBe(401);

    await stateChange(sim, 'user {phone} has no messages', { phone: PHONE });
    expect(count(sim, 'messages')).toBe(0);
    expect(count(sim, 'members')).toBe(1);
  });

  it('takes the empty state of an interaction without provider states', async () => {
    const sim = await startTestSimulator();

    expect(await stateChange(sim, '')).toMatchObject({ status: 200, body: {} });
    expect(count(sim, 'members')).toBe(0);
    expect((await newApi(sim).getLoginKey()).key).not.toBe('');
  });

  it('creates the records the state names, with its identifiers', async () => {
    const sim = await startTestSimulator();
    const { token } = (await stateChange(sim, 'user {phone} is logged in', { phone: PHONE })).body;
    await stateChange(
      sim,
      'plate {plate} has orders {serials} to pay in area {code}, {fen} fen in all',
      {
        plate: '云N12345',
        serials: 'PO2026112100001,PO2026112100002',
        code: '533103',
        fen: 1500,
      },
    );

    expect(
      await apiWith(sim, token!).getRepaySummary({ number: '云N12345', code: '533103' }),
    ).toMatchObject({
      count: 2,
      unPay: 1500,
      orderSerials: ['PO2026112100001', 'PO2026112100002'],
    });
    expect(auditMoney(sim.db).violations).toEqual([]);
  });

  it('refuses a state it does not know with 400, naming it', async () => {
    const sim = await startTestSimulator();

    const answer = await stateChange(sim, 'user {phone} owns the moon', { phone: PHONE });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('user {phone} owns the moon');
    expect(count(sim, 'orders')).not.toBe(0);
  });

  it.each([
    ['a missing parameter', { phone: PHONE }, 'params.fen'],
    ['a negative amount', { phone: PHONE, fen: -5 }, 'params.fen'],
    ['a fractional amount', { phone: PHONE, fen: '12.5' }, 'params.fen'],
  ])('refuses %s with 400 and changes nothing', async (_case, params, field) => {
    const sim = await startTestSimulator();
    const { token } = (await stateChange(sim, 'user {phone} is logged in', { phone: PHONE })).body;

    const answer = await stateChange(sim, 'user {phone} has balance {fen} fen', params);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
    expect(await apiWith(sim, token!).getMemberFunds()).toMatchObject({ funds: 0 });
  });

  it('refuses a body that is not a state change with 400', async () => {
    const sim = await startTestSimulator();

    expect((await http(sim).json('POST', STATES_PATH, { state: 42 })).status).toBe(400);
    expect((await http(sim).json('POST', STATES_PATH, { state: '', action: 'reset' })).status).toBe(
      400,
    );
    expect((await http(sim).json('POST', STATES_PATH, { state: '', params: [1] })).status).toBe(
      400,
    );
  });

  it('lists the state sentences it sets up', async () => {
    const sim = await startTestSimulator();

    const { body } = await http(sim).json<string[]>('GET', STATES_PATH);

    expect(body).toContain('user {phone} is logged in');
    expect(body).not.toContain('');
    expect(new Set(body).size).toBe(body.length);
  });

  it('is not there without --admin', async () => {
    const sim = await startTestSimulator({ admin: false });

    expect((await stateChange(sim, 'user {phone} is logged in', { phone: PHONE })).status).toBe(
      404,
    );
  });
});
