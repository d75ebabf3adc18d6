import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../src/index';
import {
  admin,
  http,
  newApi,
  signIn,
  startTestSimulator,
  tokenOf,
  type Envelope,
} from '../support/simulator';

const PHONE = '13712345678';
const OTHER = '13787654321';

const sendSms = (sim: Parameters<typeof http>[0], phone: string) =>
  http(sim).form<Envelope>('/sso/v1/api/sms/send', { smsType: 'dynamic', phone });

/** One login attempt as the login page makes it: a fresh one-time key, then phone + code. */
async function tryLogin(sim: Parameters<typeof http>[0], phone: string, smsCode: string) {
  const api = newApi(sim);
  const { key } = await api.getLoginKey();
  try {
    await api.loginWithSms({ phone, smsCode }, key);
    return { code: 0, token: api.session.token };
  } catch (error) {
    return { code: (error as { code: number }).code, token: null };
  }
}

/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('rate limits on sign-in, per phone', { timeout: 60_000 }, () => {
  it('sends one SMS code per phone per minute; other phones are not held up', async () => {
    const sim = await startTestSimulator();

    expect((await sendSms(sim, PHONE)).body.code).toBe(0);
    const again = await sendSms(sim, PHONE);
    const other = await sendSms(sim, OTHER);

    expect(again.body.code).toBe(1005);
    expect(await admin(sim).smsCodes(PHONE)).toHaveLength(1);
    expect(other.body.code).toBe(0);
    await admin(sim).advance(1);
    expect((await sendSms(sim, PHONE)).body.code).toBe(0);
    expect(await admin(sim).smsCodes(PHONE)).toHaveLength(2);
  });

  it('spends the code after 5 wrong tries (brute force gets 5 guesses a code); other phones are not held up, and nothing locks the phone', async () => {
    const sim = await startTestSimulator();
    await sendSms(sim, PHONE);
    await sendSms(sim, OTHER);
    const code = await admin(sim).latestSmsCode(PHONE);

    const attempts = [];
    for (let attempt = 0; attempt < 5; attempt++)
      attempts.push((await tryLogin(sim, PHONE, wrong(code))).code);
    const rightCodeAfterwards = await tryLogin(sim, PHONE, code);
    const otherPhone = await tryLogin(sim, OTHER, await admin(sim).latestSmsCode(OTHER));

    expect(attempts).toEqual([1003, 1003, 1003, 1003, 1006]);
    expect(rightCodeAfterwards).toEqual({ code: 1006, token: null });
    expect(otherPhone.code).toBe(0);

    await admin(sim).advance(1);
    expect((await sendSms(sim, PHONE)).body.code).toBe(1013);
  });

  it('spends a login key once, so a captured login request cannot be replayed', async () => {
    const sim = await startTestSimulator();
    await sendSms(sim, PHONE);
    const code = await admin(sim).latestSmsCode(PHONE);
    const { key } = await newApi(sim).getLoginKey();
    const { encryptLogin } = await import('@dehong/api-spec');
    const jsLogin = await encryptLogin({ phone: PHONE, smsCode: code }, key);

    const first = await http(sim).form<Envelope>('/sso/v1/api/login', { js_login: jsLogin, key });
    const replay = await http(sim).form<Envelope>('/sso/v1/api/login', { js_login: jsLogin, key });

    expect(first.body.code).toBe(0);
    expect(replay.body.code).toBe(1001);
  });
});

describe('tokens that are not (or no longer) valid get 401', { timeout: 60_000 }, () => {
  it('an access token two hours old gets 401; the refresh gives a new pair and spends the old one', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const token = tokenOf(api);
    const refreshToken = api.session.userData!.refresh_token;
    expect((await http(sim).get('/user/v1/api/member/funds', token)).status).toBe(200);

    await admin(sim).advance(121);

    expect(await http(sim).get('/user/v1/api/member/funds', token)).toMatchObject({
      status: 401,
      body: { code: 401 },
    });
    const renewed = await http(sim).form<Envelope<{ access_token: string }>>(
      '/sso/v1/api/token/refresh',
      { refresh_token: refreshToken },
    );
    expect(renewed.body.code).toBe(0);
    const fresh = `Bearer ${renewed.body.data!.access_token}`;
    expect((await http(sim).get('/user/v1/api/member/funds', fresh)).status).toBe(200);
    const reused = await http(sim).form<Envelope>('/sso/v1/api/token/refresh', {
      refresh_token: refreshToken,
    });
    expect(reused.body.code).not.toBe(0);
  });

  it('a token the admin expired gets 401; the client renews its session with the refresh token', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.b.phone);
    const expired = tokenOf(api);

    await admin(sim).expireTokens(FIXTURES.users.b.phone);

    expect(await http(sim).get('/user/v1/api/member/funds', expired)).toMatchObject({
      status: 401,
      body: { code: 401 },
    });
    await expect(api.getMemberFunds()).resolves.toMatchObject({ funds: 0 });
    expect(tokenOf(api)).not.toBe(expired);
  });

  it('no header, random or altered tokens, other schemes and the refresh token get 401 on every kind of user call', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const token = tokenOf(api).replace(/^Bearer /, '');
    const flipped = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const forged: [string, string | undefined][] = [
      ['no header', undefined],
      ['an empty bearer', 'Bearer '],
      ['random hex of the right length', `Bearer ${randomBytes(32).toString('hex')}`],
      ['another scheme', `Token ${token}`],
      ['the token without its scheme', token],
      ['one character changed', `Bearer ${flipped}`],
      ['the refresh token', `Bearer ${api.session.userData!.refresh_token}`],
      ['SQL in the token', "Bearer ' OR '1'='1"],
      ['a JWT-looking string', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'],
      ['a huge header', `Bearer ${'a'.repeat(8000)}`],
    ];

    for (const [name, header] of forged) {
      const answers = [
        await http(sim).get('/user/v1/api/member/info', header),
        await http(sim).get('/parking/v1/api/order/list?behalf=1', header),
        await http(sim).form('/user/v1/api/member/funds/pay', { payCode: 'PAY00000001' }, header),
        await http(sim).form('/tools/v1/api/feedback/publish', { content: 'forged' }, header),
      ];
      for (const answer of answers)
        expect(answer, name).toMatchObject({ status: 401, body: { code: 401 } });
    }
    // The real token still works: the 401s are about the tokens.
    expect((await http(sim).get('/user/v1/api/member/info', `Bearer ${token}`)).status).toBe(200);
  });
});
