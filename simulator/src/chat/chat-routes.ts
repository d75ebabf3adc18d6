import { readFileSync } from 'node:fs';
import { PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import { Router } from 'express';
import { badRequest } from '../http/errors';
import { originOf } from '../http/typed-router';
import { FIXTURES } from '../seed/fixtures';
import type { Services } from '../services';
import { authorizePage } from './authorize-page';

const BRIDGE_SCRIPT = readFileSync(new URL('./bridge.js', import.meta.url), 'utf8');

const PHONE = /^1\d{10}$/;

/** Only http(s) URLs and same-origin paths: never `javascript:` or other schemes. */
function safeRedirect(target: string | undefined, origin: string): URL {
  const url = URL.parse(target || '/uc/login', origin);
  if (!url) throw badRequest('redirect_uri is not a URL');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest('redirect_uri must be an http(s) URL');
  }
  return url;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The fake chat platform (DESIGN.md): the web-authorisation page that hands a one-time code back
 * to the app, and the WeixinJSBridge stand-in with its pay sheet.
 */
export function chatRoutes(services: Services): Router {
  const { sso, payments } = services;
  const router = Router();

  router.get('/oauth/authorize', (req, res) => {
    const origin = originOf(req);
    const redirect = safeRedirect(str(req.query.redirect_uri), origin);
    res.type('html').send(
      authorizePage({
        redirectUri: redirect.toString(),
        state: str(req.query.state) ?? PUBLIC_ACCOUNT_STATE,
        users: [FIXTURES.users.a, FIXTURES.users.b].map(({ phone, nickname }) => ({
          phone,
          nickname,
        })),
      }),
    );
  });

  /** The user chose who to continue as: back to the app with a one-time code (5 minutes). */
  router.get('/oauth/continue', (req, res) => {
    const phone = str(req.query.phone)?.trim() ?? '';
    if (!PHONE.test(phone)) throw badRequest('phone must be a mainland mobile number');
    const origin = originOf(req);
    const redirect = safeRedirect(str(req.query.redirect_uri), origin);
    redirect.searchParams.set('code', sso.issueChatCode(phone));
    redirect.searchParams.set('state', str(req.query.state) ?? PUBLIC_ACCOUNT_STATE);
    res.redirect(302, redirect.toString());
  });

  router.get('/bridge.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(BRIDGE_SCRIPT);
  });

  router.get('/pay/preview', (req, res) => {
    const preview = payments.preview(str(req.query.package) ?? '');
    if (!preview) {
      res.status(404).json({ error: 'unknown prepay id' });
      return;
    }
    res.json(preview);
  });

  /** The pay sheet's choice; the answer is what getBrandWCPayRequest's callback receives. */
  router.post('/pay', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const answer = payments.bridgePay({
      appId: str(body.appId) ?? '',
      timeStamp: str(body.timeStamp) ?? '',
      nonceStr: str(body.nonceStr) ?? '',
      package: str(body.package) ?? '',
      signType: str(body.signType) ?? '',
      paySign: str(body.paySign) ?? '',
      result: str(body.result) ?? '',
      notifyDelayMs: typeof body.notifyDelayMs === 'number' ? body.notifyDelayMs : 0,
    });
    res.json({
      err_msg: `get_brand_wcpay_request:${answer.result}`,
      ...(answer.reason ? { err_desc: answer.reason } : {}),
    });
  });

  return router;
}
