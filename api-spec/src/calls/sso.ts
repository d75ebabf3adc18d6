import { type ApiClient, unwrap } from '../client';
import { LOGIN_CLIENT_AUTHORIZATION } from '../domain/constants';
import type { LoginCredentials } from '../login-crypto';
import type { Session } from '../session';
import type { FormOf, QueryOf } from '../types';

const clientCredential = { headers: { Authorization: LOGIN_CLIENT_AUTHORIZATION } };

/**
 * The login's sealing code loads with the login, not with every page of the web app (whose first
 * download holds this client); asking for the one-time key starts loading it, while the user types.
 */
const loginCrypto = () => import('../login-crypto');

export function ssoCalls(client: ApiClient, session: Session) {
  return {
    getLoginKey: () => {
      // Only a head start: the login asks again, and reports a failure itself.
      void loginCrypto().catch(() => undefined);
      return unwrap(client.GET('/sso/v1/api/login/key', { ...clientCredential }));
    },

    /** Logs in with phone + SMS code sealed under the one-time key; the session keeps the tokens. */
    async loginWithSms(credentials: LoginCredentials, key: string) {
      const { encryptLogin } = await loginCrypto();
      const js_login = await encryptLogin(credentials, key);
      const userData = await unwrap(
        client.POST('/sso/v1/api/login', {
          body: { js_login, key, needUserinfo: 1 },
          ...clientCredential,
        }),
      );
      session.saveLogin(userData);
      return userData;
    },

    /** Silent login with the code of the chat platform's web authorisation. */
    async loginWithChatCode(code: string, state?: string) {
      const userData = await unwrap(
        client.POST('/sso/v1/api/login', { body: { code, state }, ...clientCredential }),
      );
      session.saveLogin(userData);
      return userData;
    },

    async refreshToken(refresh_token: string) {
      const userData = await unwrap(
        client.POST('/sso/v1/api/token/refresh', { body: { refresh_token } }),
      );
      session.saveLogin(userData);
      return userData;
    },

    /** `captcha` when the last answer asked for one (code 1013): the picture's key and text. */
    sendSms: (
      phone: FormOf<'/sso/v1/api/sms/send'>['phone'],
      captcha?: { captchaKey: string; captcha: string },
    ) =>
      unwrap(
        client.POST('/sso/v1/api/sms/send', {
          body: { smsType: 'dynamic', phone, ...captcha },
        }),
      ),

    /**
     * The picture captcha's alternative (x-inferred): a voice call speaks a code to the phone; its
     * `captchaKey` and that code then go with `sendSms` as the captcha.
     */
    callVoiceCaptcha: (phone: FormOf<'/sso/v1/api/captcha/voice'>['phone']) =>
      unwrap(client.POST('/sso/v1/api/captcha/voice', { body: { phone } })),

    getThirdPartyAuthUrl: (query: QueryOf<'/sso/v1/api/third/auth'>) =>
      unwrap(client.GET('/sso/v1/api/third/auth', { params: { query } })),
  };
}
