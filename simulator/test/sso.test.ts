import { encryptLogin } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import {
  admin,
  chatCode,
  failure,
  http,
  newApi,
  signIn,
  startTestSimulator,
  tokenOf,
} from './support/simulator';

const A = FIXTURES.users.a.phone;

/** The text of the simulator's captcha picture (an SVG with the letters in a <text>). */
const captchaText = (image: string) =>
  /<text[^>]*>([A-Z0-9]+)</.exec(
    Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString(),
  )![1]!;

describe('SMS login', () => {
  it('logs in with the code from the SMS outbox and answers tokens and the principal', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);

    await api.sendSms(A);
    const { key } = await api.getLoginKey();
    const user = await api.loginWithSms(
      { phone: A, smsCode: await admin(sim).latestSmsCode(A) },
      key,
    );

    expect(user.token_type).toBe('Bearer');
    expect(user.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(user.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    expect(user.access_token).not.toBe(user.refresh_token);
    expect(user.expires_in).toBe(7200);
    expect(user.principal).toEqual({ nickname: '李明', accountPic: '', phone: A });
    expect((await api.getMemberFunds()).funds).toBe(5000);
  });

  it('sends 6-digit codes, newest first in the outbox', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms(A);
    await admin(sim).advance(1);
    await newApi(sim).sendSms(A);

    const codes = await admin(sim).smsCodes(A);
    expect(codes).toHaveLength(2);
    for (const sms of codes) expect(sms.code).toMatch(/^\d{6}$/);
    expect(codes[0]!.time > codes[1]!.time).toBe(true);
  });

  it('refuses a second code for the same phone within 60 seconds, then sends after a minute', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms(A);

    // Another client, so the client's own duplicate-submit guard is not what refuses it.
    const refused = await failure(newApi(sim).sendSms(A));
    expect(refused).toMatchObject({ reason: 'business', code: 1005 });
    expect(await admin(sim).smsCodes(A)).toHaveLength(1);

    await admin(sim).advance(1);
    await expect(newApi(sim).sendSms(A)).resolves.toEqual({ resendIn: 60, expiresIn: 300 });
  });

  it('refuses a code older than 5 minutes', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms(A);
    const code = await admin(sim).latestSmsCode(A);
    await admin(sim).advance(5);

    const { key } = await api.getLoginKey();
    expect(await failure(api.loginWithSms({ phone: A, smsCode: code }, key))).toMatchObject({
      reason: 'business',
      code: 1004,
    });
  });

  it('spends the code after 5 wrong tries; the next code needs the picture captcha and then works at once', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms(A);
    const code = await admin(sim).latestSmsCode(A);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const { key } = await api.getLoginKey();
      answers.push(await failure(api.loginWithSms({ phone: A, smsCode: wrong }, key)));
    }
    expect(answers.map((answer) => answer.code)).toEqual([1003, 1003, 1003, 1003, 1006]);
    expect(answers[0]!.message).toBe('验证码错误，还可尝试4次');

    let { key } = await api.getLoginKey();
    expect((await failure(api.loginWithSms({ phone: A, smsCode: code }, key))).code).toBe(1006);
    await admin(sim).advance(1);
    expect((await failure(api.sendSms(A))).code).toBe(1013);

    const captcha = await api.getCaptcha();
    await api.sendSms(A, { captchaKey: captcha.key, captcha: captchaText(captcha.image) });
    ({ key } = await api.getLoginKey());
    const user = await api.loginWithSms(
      { phone: A, smsCode: await admin(sim).latestSmsCode(A) },
      key,
    );
    expect(user.principal.phone).toBe(A);
  });

  it('spends the login key: the same js_login cannot be replayed', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms(A);
    const { key } = await api.getLoginKey();
    const js_login = await encryptLogin(
      { phone: A, smsCode: await admin(sim).latestSmsCode(A) },
      key,
    );

    const first = await http(sim).form('/sso/v1/api/login', { js_login, key, needUserinfo: 1 });
    const replay = await http(sim).form('/sso/v1/api/login', { js_login, key, needUserinfo: 1 });

    expect(first.body).toMatchObject({ code: 0 });
    expect(replay.body).toMatchObject({ code: 1001 });
  });

  it('refuses a login key older than 5 minutes and a js_login sealed under another key', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms(A);
    const code = await admin(sim).latestSmsCode(A);
    const { key: stale } = await api.getLoginKey();
    const { key: other } = await api.getLoginKey();
    await admin(sim).advance(5);
    expect((await failure(api.loginWithSms({ phone: A, smsCode: code }, stale))).code).toBe(1001);

    const { key } = await api.getLoginKey();
    const sealedForOther = await encryptLogin({ phone: A, smsCode: code }, other);
    const answer = await http(sim).form('/sso/v1/api/login', { js_login: sealedForOther, key });
    expect(answer.body).toMatchObject({ code: 1002 });
  });

  it('creates the member on a first login of a new phone', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    await api.sendSms('13700137000');
    const { key } = await api.getLoginKey();
    const user = await api.loginWithSms(
      { phone: '13700137000', smsCode: await admin(sim).latestSmsCode('13700137000') },
      key,
    );

    expect(user.principal).toEqual({ nickname: '车主7000', accountPic: '', phone: '13700137000' });
    expect(await api.getMemberFunds()).toEqual({ funds: 0, give: 0, coupon: 0, integral: 0 });
  });
});

describe('chat-platform login', () => {
  it('logs in once with the code the authorisation put on the redirect', async () => {
    const sim = await startTestSimulator();
    const code = await chatCode(sim, A);

    const user = await newApi(sim).loginWithChatCode(code, 'dehong_mp');
    expect(user.principal.phone).toBe(A);
    expect((await failure(newApi(sim).loginWithChatCode(code, 'dehong_mp'))).code).toBe(1008);
  });

  it('refuses a code older than 5 minutes', async () => {
    const sim = await startTestSimulator();
    const code = await chatCode(sim, A);
    await admin(sim).advance(5);
    expect((await failure(newApi(sim).loginWithChatCode(code, 'dehong_mp'))).code).toBe(1008);
  });
});

describe('tokens', () => {
  it('expire after 2 hours of simulator time: the next call is a 401 envelope', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const token = tokenOf(api);
    await admin(sim).advance(119);
    expect((await http(sim).get('/user/v1/api/member/funds', token)).status).toBe(200);

    await admin(sim).advance(1);
    const expired = await http(sim).get('/user/v1/api/member/funds', token);
    expect(expired).toMatchObject({ status: 401, body: { code: 401, message: '请先登录' } });
  });

  it('refresh rotates: the new pair works, the old refresh and access tokens do not', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const old = api.session.userData!;

    const renewed = await api.refreshToken(old.refresh_token);
    expect(renewed.access_token).not.toBe(old.access_token);
    expect((await api.getMemberFunds()).funds).toBe(5000);
    expect(
      (await http(sim).get('/user/v1/api/member/funds', `Bearer ${old.access_token}`)).status,
    ).toBe(401);
    expect((await failure(newApi(sim).refreshToken(old.refresh_token))).code).toBe(1009);
  });

  it('a refresh token lasts 30 days', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    await admin(sim).advance(30 * 24 * 60);
    expect((await failure(api.refreshToken(api.session.userData!.refresh_token))).code).toBe(1009);
  });

  it("the admin can expire a user's access tokens mid-session: the old token answers 401, the client renews with its refresh token", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const other = await signIn(sim, FIXTURES.users.b.phone);
    const expiredToken = tokenOf(api);

    expect(await admin(sim).expireTokens(A)).toEqual({ phone: A, expired: 1 });
    expect((await http(sim).get('/user/v1/api/member/funds', expiredToken)).status).toBe(401);
    await expect(api.getMemberFunds()).resolves.toMatchObject({ funds: 5000 });
    expect(tokenOf(api)).not.toBe(expiredToken);
    await expect(other.getMemberFunds()).resolves.toMatchObject({ funds: 0 });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a forged token', `Bearer ${'ab'.repeat(32)}`],
    ['a malformed header', 'Bearer not-a-token'],
    ['another scheme', 'Basic ZGVob25nOmRlaG9uZw=='],
  ])('answers 401 with the envelope for %s', async (_case, token) => {
    const sim = await startTestSimulator();
    const answer = await http(sim).get('/parking/v1/api/order/total', token);
    expect(answer).toMatchObject({ status: 401, body: { code: 401, message: '请先登录' } });
  });
});
