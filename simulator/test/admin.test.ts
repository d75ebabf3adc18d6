import { describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../src/index';
import { parkingPayload } from './support/payloads';
import {
  admin,
  http,
  signIn,
  startTestSimulator,
  tokenOf,
  type Envelope,
} from './support/simulator';

const A = FIXTURES.users.a.phone;

describe('admin API', () => {
  it('lists the fixtures with how they stand now', async () => {
    const sim = await startTestSimulator();
    const { body } = await http(sim).get<
      typeof FIXTURES & { state: { users: { phone: string; funds: number; cars: string[] }[] } }
    >('/__admin/fixtures');

    expect(body.users.a.phone).toBe(A);
    expect(body.plates.arrears.number).toBe('云N12345');
    expect(body.devices.unknown.code).toBe('D99999');
    expect(body.cards.filter((card) => card.reserve === 1)).toHaveLength(1);
    expect(body.rechargePackages.map((pkg) => pkg.name)).toContain('other');
    expect(body.state.users.find((user) => user.phone === A)).toMatchObject({
      funds: 5000,
      cars: ['云N12345', '云ND66666'],
    });
  });

  it('keeps the SMS outbox, filtered by phone', async () => {
    const sim = await startTestSimulator();
    await http(sim).form('/sso/v1/api/sms/send', { smsType: 'dynamic', phone: A });
    await http(sim).form('/sso/v1/api/sms/send', { smsType: 'dynamic', phone: '13700137000' });

    const all = (await http(sim).get<{ phone: string }[]>('/__admin/sms')).body;
    expect(all.map((sms) => sms.phone)).toEqual(['13700137000', A]);
    expect(await admin(sim).smsCodes(A)).toHaveLength(1);
  });

  it('moves the clock forward and refuses a bad amount', async () => {
    const sim = await startTestSimulator({ now: new Date('2026-11-21T00:30:00Z') });
    expect((await http(sim).get<{ now: string }>('/__admin/clock')).body.now).toMatch(
      /^2026-11-21 08:30/,
    );

    expect((await admin(sim).advance(90)).now).toMatch(/^2026-11-21 10:0[01]/);
    for (const minutes of [0, -5, 'soon', 10_000_000]) {
      const answer = await http(sim).json<Envelope>('POST', '/__admin/clock/advance', { minutes });
      expect(answer).toMatchObject({ status: 400, body: { code: 400 } });
    }
    expect((await http(sim).get<{ now: string }>('/__admin/clock')).body.now).toMatch(
      /^2026-11-21 10:0[01]/,
    );
  });

  it('resets: everything reseeded, the clock back where it started, faults gone', async () => {
    const start = new Date('2026-11-21T00:30:00Z');
    const sim = await startTestSimulator({ now: start });
    const api = await signIn(sim, A);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: '云N12345' })),
    );
    await api.payByFunds(payCode);
    await admin(sim).advance(3 * 24 * 60);
    await http(sim).json('POST', '/__admin/faults', { path: '/material/*', status: 503 });

    const answer = await http(sim).json<{ reset: boolean; now: string }>('POST', '/__admin/reset');

    expect(answer.body.reset).toBe(true);
    expect(sim.clock.nowMs() - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(sim.clock.nowMs() - start.getTime()).toBeLessThan(60_000);
    expect((await http(sim).get('/__admin/faults')).body).toEqual([]);
    const again = await signIn(sim, A);
    expect((await again.getMemberFunds()).funds).toBe(5000);
    expect(await again.getRepaySummary({ number: '云N12345' })).toMatchObject({
      count: 3,
      payCost: 1400,
    });
    expect((await http(sim).get<unknown[]>('/__admin/pay-orders')).body.length).toBe(
      sim.db.prepare('SELECT COUNT(*) FROM pay_orders').pluck().get(),
    );
  });

  it('resets at the instant a test asks for, the fixtures seeded relative to it; refuses a bad one', async () => {
    const sim = await startTestSimulator();
    const yearsLastMinute = '2026-12-31T15:59:00.000Z';

    const answer = await http(sim).json<{ now: string }>('POST', '/__admin/reset', {
      at: yearsLastMinute,
    });

    expect(answer.body.now).toMatch(/^2026-12-31 23:59/);
    const api = await signIn(sim, A);
    const [parking] = await api.listCurrentOrders({ number: '云N12345' });
    // The demo car has been parked for 90 minutes, whatever the instant.
    expect(parking?.startTime).toMatch(/^2026-12-31 22:2[89]/);
    for (const at of ['tomorrow', '1999-12-31T00:00:00Z', 20261231, '']) {
      const refused = await http(sim).json<Envelope>('POST', '/__admin/reset', { at });
      expect(refused).toMatchObject({ status: 400, body: { code: 400 } });
    }
    expect((await http(sim).get<{ now: string }>('/__admin/clock')).body.now).toMatch(
      /^2026-12-31 23:59/,
    );
  });

  it('records recent API requests, newest first, with their envelope codes', async () => {
    const sim = await startTestSimulator();
    await http(sim).get('/material/v1/api/news/type/list');
    await http(sim).get('/user/v1/api/member/funds');

    const journal = (
      await http(sim).get<
        { method: string; path: string; status: number; code: number; ms: number }[]
      >('/__admin/journal?limit=2')
    ).body;
    expect(journal).toHaveLength(2);
    expect(journal[0]).toMatchObject({
      method: 'GET',
      path: '/user/v1/api/member/funds',
      status: 401,
      code: 401,
    });
    expect(journal[1]).toMatchObject({
      path: '/material/v1/api/news/type/list',
      status: 200,
      code: 0,
    });
    expect(journal[0]!.ms).toBeGreaterThanOrEqual(0);
  });

  it('lists every pay order with its status', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: '云N12345' })),
    );
    const list = (
      await http(sim).get<{ payCode: string; status: number; member: number }[]>(
        '/__admin/pay-orders',
      )
    ).body;
    expect(list[0]).toMatchObject({ payCode, status: 0 });
  });

  it('refuses to expire tokens of a malformed phone', async () => {
    const sim = await startTestSimulator();
    expect((await http(sim).json('POST', '/__admin/tokens/expire', { phone: '12' })).status).toBe(
      400,
    );
  });

  it('serves the console page with its inline script allowed by a per-response nonce', async () => {
    const sim = await startTestSimulator();
    const page = await fetch(`${sim.url}/__admin`);
    const html = await page.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];

    expect(page.headers.get('content-type')).toContain('text/html');
    expect(nonce).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    for (const section of [
      'SMS outbox',
      'Fault injection',
      'Pay orders',
      'Request journal',
      'Reset &amp; reseed',
    ]) {
      expect(html).toContain(section);
    }
  });
});

describe('fault injection', () => {
  it('answers an HTTP status with the envelope on matching paths, until cleared', async () => {
    const sim = await startTestSimulator();
    const { body } = await http(sim).json<{ id: string }>('POST', '/__admin/faults', {
      path: '/material/v1/api/*',
      status: 503,
    });

    expect(await http(sim).get('/material/v1/api/news/type/list')).toMatchObject({
      status: 503,
      body: { code: 503 },
    });
    expect(await http(sim).get('/material/v1/api/activity/list')).toMatchObject({ status: 503 });
    expect((await http(sim).get('/component/v1/api/app/config/show')).status).toBe(200);
    expect((await http(sim).get<{ hits: number }[]>('/__admin/faults')).body[0]).toMatchObject({
      id: body.id,
      hits: 2,
    });

    await http(sim).json('DELETE', `/__admin/faults/${body.id}`);
    expect((await http(sim).get('/material/v1/api/news/type/list')).status).toBe(200);
  });

  it('answers a business failure once, for one method only', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, A));
    await http(sim).json('POST', '/__admin/faults', {
      path: '/user/v1/api/member/funds/pay',
      method: 'POST',
      code: 9001,
      message: '银行维护中',
      once: true,
    });

    expect((await http(sim).get('/user/v1/api/member/funds', token)).body).toMatchObject({
      code: 0,
    });
    const first = await http(sim).form(
      '/user/v1/api/member/funds/pay',
      { payCode: 'PAY00000000' },
      token,
    );
    const second = await http(sim).form(
      '/user/v1/api/member/funds/pay',
      { payCode: 'PAY00000000' },
      token,
    );
    expect(first).toMatchObject({ status: 200, body: { code: 9001, message: '银行维护中' } });
    expect(second.body).toMatchObject({ code: 2001 });
    expect((await http(sim).get('/__admin/faults')).body).toEqual([]);
  });

  it('delays a matching request by at least its latency', async () => {
    const sim = await startTestSimulator();
    await http(sim).json('POST', '/__admin/faults', {
      path: '/component/v1/api/app/config/show',
      latencyMs: 300,
    });
    const started = performance.now();
    const answer = await http(sim).get('/component/v1/api/app/config/show');
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
  });

  it('drops a delayed request when the simulator closes under it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const sim = await startTestSimulator();
      const path = '/component/v1/api/launch/config';
      const latencyMs = 3000;
      await http(sim).json('POST', '/__admin/faults', { path, latencyMs });
      const stalled = fetch(`${sim.url}${path}`).catch((error: unknown) => error);
      // Closed only once the request is in its latency, however slowly a busy machine got it there.
      await expect
        .poll(
          async () => (await http(sim).get<{ hits: number }[]>('/__admin/faults')).body[0]?.hits,
          { timeout: latencyMs },
        )
        .toBe(1);
      await sim.close();
      expect(await stalled).toBeInstanceOf(Error);
      // Past the latency: the handler never ran against the closed database.
      await new Promise((resolve) => setTimeout(resolve, latencyMs + 100));
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a malformed fault and never touches the admin API itself', async () => {
    const sim = await startTestSimulator();
    for (const fault of [
      {},
      { path: 'no-slash', status: 500 },
      { path: '/x' },
      { path: '/x', status: 200 },
      { path: '/x', code: 0 },
    ]) {
      expect((await http(sim).json('POST', '/__admin/faults', fault)).status).toBe(400);
    }
    await http(sim).json('POST', '/__admin/faults', { path: '/*', status: 500 });
    expect((await http(sim).get('/__admin/faults')).status).toBe(200);
    expect((await http(sim).get('/material/v1/api/news/type/list')).status).toBe(500);
    await http(sim).json('DELETE', '/__admin/faults');
    expect((await http(sim).get('/material/v1/api/news/type/list')).status).toBe(200);
  });
});

describe('a production-like start (admin disabled)', () => {
  it('has no admin API, no fake chat platform, and sends authorisation to the real platform', async () => {
    const sim = await startTestSimulator({ admin: false });
    for (const path of [
      '/__admin',
      '/__admin/sms',
      '/__chat/bridge.js',
      '/__chat/oauth/authorize',
    ]) {
      expect((await http(sim).get(path)).status).toBe(404);
    }
    expect((await http(sim).json('POST', '/__admin/reset')).status).toBe(404);
    const auth = await http(sim).get<Envelope<{ url: string }>>(
      `/sso/v1/api/third/auth?redirect_uri=${encodeURIComponent('http://app.test/uc/login')}&state=dehong_mp`,
    );
    expect(auth.body.data?.url).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?/,
    );
  });
});
