import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../../src/index';
import {
  MAX_ACTION_LOGS,
  MAX_LIVE_CAPTCHAS,
  MAX_LIVE_LOGIN_KEYS,
} from '../../src/services/auth/sso';
import { admin, http, newApi, startTestSimulator, type Envelope } from '../support/simulator';
import { dbDigest } from '../support/db-digest';

const A = FIXTURES.users.a.phone;

/**
 * A POST from another client: Linux answers the whole of 127/8 on loopback, so a request from
 * 127.0.0.2 reaches the simulator on 127.0.0.1 as another peer address (another client).
 */
function formFrom(
  sim: RunningSimulator,
  client: string,
  path: string,
  fields: Record<string, string>,
): Promise<Envelope> {
  const url = new URL(path, sim.url);
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: client,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as Envelope));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const sendFrom = (sim: RunningSimulator, client: string, phone: string, extra = {}) =>
  formFrom(sim, client, '/sso/v1/api/sms/send', { smsType: 'dynamic', phone, ...extra });

/** 13700000000, 13700000001, ...: phones nobody uses. */
const phone = (n: number) => `137${String(n).padStart(8, '0')}`;

/** The text of the simulator's captcha picture (an SVG with the letters in a <text>). */
const captchaText = (image: string) =>
  /<text[^>]*>([A-Z0-9]+)</.exec(
    Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString(),
  )![1]!;

const count = (sim: RunningSimulator, table: string) =>
  sim.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

describe('SMS send limits per client and in total', { timeout: 120_000 }, () => {
  it('one client sending codes to 300 phones gets 5 through a minute and 20 an hour; the rest are refused and send nothing', async () => {
    const sim = await startTestSimulator();

    const codes: number[] = [];
    for (let n = 0; n < 300; n++) codes.push((await sendFrom(sim, '127.0.0.1', phone(n))).code);

    expect(codes.filter((code) => code === 0)).toHaveLength(5);
    expect(codes.slice(5).every((code) => code === 1015)).toBe(true);
    expect((await admin(sim).smsCodes('')).length).toBeLessThanOrEqual(5);
    const refused = await http(sim).form<Envelope>('/sso/v1/api/sms/send', {
      smsType: 'dynamic',
      phone: phone(999),
    });
    expect(refused.body.message).toBe('当前网络获取验证码过于频繁，请1分钟后再试');

    const hourly: number[] = [];
    for (let minute = 1; minute <= 6; minute++) {
      await admin(sim).advance(1);
      for (let n = 0; n < 5; n++) {
        hourly.push((await sendFrom(sim, '127.0.0.1', phone(1000 + minute * 10 + n))).code);
      }
    }
    // 5 in the first minute, then 15 more reach the hourly 20; the other 15 are refused.
    expect(hourly.filter((code) => code === 0)).toHaveLength(15);
  });

  it("another client is not held up by one client's limit, and all clients together get 30 a minute", async () => {
    const sim = await startTestSimulator();
    for (let n = 0; n < 6; n++) await sendFrom(sim, '127.0.0.1', phone(n));

    expect((await sendFrom(sim, '127.0.0.2', phone(100))).code).toBe(0);

    const many: number[] = [];
    for (let client = 3; client <= 9; client++) {
      for (let n = 0; n < 5; n++) {
        many.push((await sendFrom(sim, `127.0.0.${client}`, phone(client * 100 + n))).code);
      }
    }
    // 5 (first client) + 1 + 24 = 30 sends this minute; the rest are the total limit.
    expect(many.filter((code) => code === 0)).toHaveLength(24);
    expect(many.slice(24).every((code) => code === 1016)).toBe(true);
    await admin(sim).advance(1);
    expect((await sendFrom(sim, '127.0.0.10', phone(5000))).code).toBe(0);
  });

  it('a refused send changes nothing in the database', async () => {
    const sim = await startTestSimulator();
    for (let n = 0; n < 5; n++) await sendFrom(sim, '127.0.0.1', phone(n));
    const before = dbDigest(sim.db);

    expect((await sendFrom(sim, '127.0.0.1', phone(50))).code).toBe(1015);
    expect((await sendFrom(sim, '127.0.0.1', phone(0))).code).toBe(1005);

    expect(dbDigest(sim.db)).toBe(before);
  });
});

describe('wrong codes cannot lock a real owner out', { timeout: 60_000 }, () => {
  it("an anonymous caller's 5 wrong codes for A only make A's next code need the captcha; that code works at once", async () => {
    const sim = await startTestSimulator();
    const attacker = newApi(sim);
    await attacker.sendSms(A);
    const sent = await admin(sim).latestSmsCode(A);
    const wrong = sent === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const { key } = await attacker.getLoginKey();
      await attacker.loginWithSms({ phone: A, smsCode: wrong }, key).catch(() => undefined);
    }

    // A, a minute later on their own phone: the captcha, a fresh code, signed in.
    await admin(sim).advance(1);
    const owner = newApi(sim);
    const asked = await owner.sendSms(A).catch((error: { code: number }) => error.code);
    expect(asked).toBe(1013);
    const captcha = await owner.getCaptcha();
    await owner.sendSms(A, { captchaKey: captcha.key, captcha: captchaText(captcha.image) });
    const { key } = await owner.getLoginKey();
    const user = await owner.loginWithSms(
      { phone: A, smsCode: await admin(sim).latestSmsCode(A) },
      key,
    );
    expect(user.principal.phone).toBe(A);
  });

  it('a captcha answers once: a wrong text spends it (1014), and the right text then no longer works', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms(A);
    for (let attempt = 0; attempt < 5; attempt++) {
      const { key } = await api.getLoginKey();
      await api.loginWithSms({ phone: A, smsCode: 'x' }, key).catch(() => undefined);
    }
    await admin(sim).advance(1);
    const captcha = await api.getCaptcha();

    const send = (text: string) =>
      http(sim).form<Envelope>('/sso/v1/api/sms/send', {
        smsType: 'dynamic',
        phone: A,
        captchaKey: captcha.key,
        captcha: text,
      });
    const wrongText = await send('ZZZZ9');
    const replay = await send(captchaText(captcha.image));

    expect([wrongText.body.code, replay.body.code]).toEqual([1014, 1014]);
    expect(await admin(sim).smsCodes(A)).toHaveLength(1);
  });
});

describe('one-time keys, captchas and anonymous logs do not pile up', { timeout: 120_000 }, () => {
  it(`1,500 anonymous requests leave at most ${MAX_LIVE_LOGIN_KEYS} login keys and ${MAX_LIVE_CAPTCHAS} captchas, and expired ones go`, async () => {
    const sim = await startTestSimulator();
    for (let n = 0; n < 1500; n++) {
      await http(sim).get('/sso/v1/api/login/key');
      await http(sim).get('/component/v1/api/captcha');
    }
    expect(count(sim, 'login_keys')).toBeLessThanOrEqual(MAX_LIVE_LOGIN_KEYS);
    expect(count(sim, 'captchas')).toBeLessThanOrEqual(MAX_LIVE_CAPTCHAS);

    // The newest key still works after the flood.
    const api = newApi(sim);
    const { key } = await api.getLoginKey();
    await api.sendSms(A);
    const user = await api.loginWithSms(
      { phone: A, smsCode: await admin(sim).latestSmsCode(A) },
      key,
    );
    expect(user.principal.phone).toBe(A);

    await admin(sim).advance(6);
    await http(sim).get('/sso/v1/api/login/key');
    await http(sim).get('/component/v1/api/captcha');
    expect([count(sim, 'login_keys'), count(sim, 'captchas')]).toEqual([1, 1]);
  });

  it(`the anonymous action log keeps its newest ${MAX_ACTION_LOGS} entries`, async () => {
    const sim = await startTestSimulator();
    sim.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_ACTION_LOGS})
         INSERT INTO action_logs (action, page, detail, created_at) SELECT 'old', '', '', i FROM n`,
      )
      .run();

    const answer = await http(sim).form<Envelope>('/log/v1/api/action/publish', {
      action: 'open',
      page: '/m/home',
    });

    expect(answer.body.code).toBe(0);
    expect(count(sim, 'action_logs')).toBe(MAX_ACTION_LOGS);
    const newest = sim.db
      .prepare('SELECT action FROM action_logs ORDER BY id DESC LIMIT 1')
      .pluck()
      .get();
    expect(newest).toBe('open');
  });
});
