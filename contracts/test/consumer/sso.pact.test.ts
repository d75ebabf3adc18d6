import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '@dehong/api-spec';
import { PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import {
  LOGIN_CLIENT,
  businessFailure,
  clientFor,
  freshPact,
  rejectionOf,
  success,
  settled,
} from '../../src/consumer';
import {
  ACCESS_TOKEN,
  CHAT_CODE,
  JS_LOGIN,
  LOGIN_KEY,
  PHONE,
  REFRESH_TOKEN,
  SMS_CODE,
  WRONG_SMS_CODE,
} from '../../src/examples';
import { formBody } from '../../src/form-body';
import { count, issuedByProviderState, phone, text } from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';
import { specPropertyPattern } from '../../src/spec';

const { regex, integer } = MatchersV3;
const pact = freshPact('sso');

/** What a login or a refresh answers: the session the app keeps (spec section 3, user data). */
const userData = {
  access_token: regex('^[A-Za-z0-9]+$', ACCESS_TOKEN),
  token_type: 'Bearer',
  refresh_token: text(REFRESH_TOKEN),
  expires_in: integer(7200),
  principal: { nickname: text('车主'), accountPic: text(''), phone: phone(PHONE) },
};

/**
 * The login page: it fetches a one-time key on load, sends the SMS code, and logs in with the phone
 * and code sealed under the key (or silently with the chat platform's code). The session it keeps
 * is what every later call authenticates with, so the token's shape is pinned here.
 */
describe('login page', () => {
  it('fetches a one-time login key', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a one-time login key')
      .withRequest('GET', '/sso/v1/api/login/key', (request) => request.headers(LOGIN_CLIENT))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            key: regex(specPropertyPattern('LoginKey', 'key'), LOGIN_KEY),
            expiresIn: count(300),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const loginKey = await clientFor(server).getLoginKey();
          expect(loginKey.key).toBe(LOGIN_KEY);
        }),
      );
  });

  it('sends the login SMS code to the phone', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.smsNotSentRecently, { phone: PHONE }))
      .uponReceiving('a request to send the login SMS code')
      .withRequest('POST', '/sso/v1/api/sms/send', (request) =>
        formBody(request, { smsType: 'dynamic', phone: phone(PHONE) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success()))
      .executeTest(
        settled(async (server) => {
          await expect(clientFor(server).sendSms(PHONE)).resolves.not.toThrow();
        }),
      );
  });

  it('when a code was sent less than a minute ago, shows the refusal message', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.smsSentRecently, { phone: PHONE }))
      .uponReceiving('a request to send the login SMS code again within a minute')
      .withRequest('POST', '/sso/v1/api/sms/send', (request) =>
        formBody(request, { smsType: 'dynamic', phone: phone(PHONE) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(1005, '验证码发送过于频繁，请稍后再试')),
      )
      .executeTest(
        settled(async (server) => {
          const error = await rejectionOf(clientFor(server).sendSms(PHONE));
          expect(isApiError(error, 'business') && error.message).toBe(
            '验证码发送过于频繁，请稍后再试',
          );
        }),
      );
  });

  /**
   * The picture captcha's alternative for another sense (语音验证码): when the next code needs a
   * captcha, a voice call speaks one to the phone. The operation is x-inferred (our design), so the
   * interaction is pending: a real provider without it is told, its build does not fail.
   */
  it('when the next code needs a captcha, has a voice call speak one to the phone', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...given(STATES.captchaRequired, { phone: PHONE }))
      .uponReceiving('a request for a voice call speaking the captcha code')
      .withRequest('POST', '/sso/v1/api/captcha/voice', (request) =>
        formBody(request, { phone: phone(PHONE) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            captchaKey: text('Xk3QpVt9Lm2R7sWc4yZb8A'),
            resendIn: count(60),
            expiresIn: count(300),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const call = await clientFor(server).callVoiceCaptcha(PHONE);
          expect(call.captchaKey).toBe('Xk3QpVt9Lm2R7sWc4yZb8A');
          expect(call.resendIn).toBe(60);
        }),
      );
  });

  it('logs in with the phone and SMS code sealed under the key, and keeps the session', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.loginKeyAndSmsCode, { key: LOGIN_KEY, code: SMS_CODE, phone: PHONE }))
      .uponReceiving('a login with the encrypted phone and SMS code')
      .withRequest('POST', '/sso/v1/api/login', (request) => {
        request.headers(LOGIN_CLIENT);
        formBody(request, {
          js_login: regex(specPropertyPattern('LoginWithSms', 'js_login'), JS_LOGIN.rightCode),
          key: LOGIN_KEY,
          needUserinfo: '1',
        });
      })
      .willRespondWith(200, (response) => response.jsonBody(success(userData)))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server);
          await api.loginWithSms({ phone: PHONE, smsCode: SMS_CODE }, LOGIN_KEY);
          expect(api.session.isLoggedIn).toBe(true);
          expect(api.session.token).toBe(`Bearer ${ACCESS_TOKEN}`);
          expect(api.session.principal?.phone).toBe(PHONE);
        }),
      );
  });

  it('when the SMS code is wrong, shows the server message and stays signed out', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.loginKeyAndSmsCode, { key: LOGIN_KEY, code: SMS_CODE, phone: PHONE }))
      .uponReceiving('a login with a wrong SMS code')
      .withRequest('POST', '/sso/v1/api/login', (request) => {
        request.headers(LOGIN_CLIENT);
        formBody(request, {
          js_login: regex(specPropertyPattern('LoginWithSms', 'js_login'), JS_LOGIN.wrongCode),
          key: LOGIN_KEY,
          needUserinfo: '1',
        });
      })
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(1003, '验证码错误')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server);
          const error = await rejectionOf(
            api.loginWithSms({ phone: PHONE, smsCode: WRONG_SMS_CODE }, LOGIN_KEY),
          );
          expect(isApiError(error, 'business') && error.message).toBe('验证码错误');
          expect(api.session.isLoggedIn).toBe(false);
        }),
      );
  });

  it('logs in silently with the code of the chat platform authorisation', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.chatCodeAuthorised, { code: CHAT_CODE, phone: PHONE }))
      .uponReceiving('a login with a chat platform authorisation code')
      .withRequest('POST', '/sso/v1/api/login', (request) => {
        request.headers(LOGIN_CLIENT);
        formBody(request, {
          code: regex(specPropertyPattern('LoginWithChatCode', 'code'), CHAT_CODE),
          state: PUBLIC_ACCOUNT_STATE,
        });
      })
      .willRespondWith(200, (response) => response.jsonBody(success(userData)))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server);
          await api.loginWithChatCode(CHAT_CODE, PUBLIC_ACCOUNT_STATE);
          expect(api.session.token).toBe(`Bearer ${ACCESS_TOKEN}`);
        }),
      );
  });
});

/**
 * A session outlives its access token: the refresh token buys a new one. The client does this by
 * itself when a call answers 401 (once for all the calls refused together), without the expired
 * token. The refresh token is the provider's secret, so the verifier takes it from the logged-in
 * state rather than from the pact.
 */
describe('session refresh', () => {
  it('exchanges the refresh token for a new session', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.loggedIn, { phone: PHONE }))
      .uponReceiving('a request to refresh the session')
      .withRequest('POST', '/sso/v1/api/token/refresh', (request) =>
        formBody(request, { refresh_token: issuedByProviderState('refreshToken', REFRESH_TOKEN) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success(userData)))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: 'pactExpiringToken' });
          expect(await api.renewSession()).toBe(true);
          expect(api.session.token).toBe(`Bearer ${ACCESS_TOKEN}`);
        }),
      );
  });
});
