import { AUTH_URL_SCOPE } from '../chat/constants';
import { clientOf, type ApiRouter } from '../http/typed-router';
import type { Services } from '../services';

export function ssoRoutes(
  api: ApiRouter,
  { sso, catalog, voiceCaptcha }: Services,
  chatPlatform: boolean,
) {
  api.get('/sso/v1/api/login/key', () => sso.issueLoginKey());

  api.post('/sso/v1/api/login', ({ body }) =>
    'js_login' in body
      ? sso.loginWithSms(body.js_login, body.key)
      : sso.loginWithChatCode(body.code),
  );

  api.post('/sso/v1/api/token/refresh', ({ body }) => sso.refresh(body.refresh_token));

  api.post('/sso/v1/api/sms/send', ({ body, req }) =>
    sso.sendSmsCode(
      body.phone,
      clientOf(req),
      body.captchaKey ? { key: body.captchaKey, text: body.captcha ?? '' } : undefined,
    ),
  );

  api.post('/sso/v1/api/captcha/voice', ({ body, req }) =>
    voiceCaptcha.call(body.phone, clientOf(req)),
  );

  /** With the fake platform enabled the browser goes there; otherwise to the real one. */
  api.get('/sso/v1/api/third/auth', ({ query, origin }) => {
    const params = new URLSearchParams({
      appid: catalog.appId(),
      redirect_uri: query.redirect_uri,
      response_type: 'code',
      scope: AUTH_URL_SCOPE,
      state: query.state ?? '',
    });
    return {
      url: chatPlatform
        ? `${origin}/__chat/oauth/authorize?${params}`
        : `https://open.weixin.qq.com/connect/oauth2/authorize?${params}#wechat_redirect`,
    };
  });
}
