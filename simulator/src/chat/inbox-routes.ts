import { PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import { COOKIES } from '@dehong/api-spec';
import { Router, type Request } from 'express';
import { badRequest, SimulatorError } from '../http/errors';
import { languageOf, type Language } from '../i18n/messages';
import { FIXTURES } from '../seed/fixtures';
import type { Services } from '../services';
import { inboxChooserPage, inboxPage } from './inbox-page';

const PHONE = /^1\d{10}$/;

/** `?lang=en` (the inbox's own switch), else the browser's language. */
const languageFor = (req: Request): Language =>
  req.query.lang === 'en'
    ? 'en'
    : req.query.lang === 'zh'
      ? 'zh'
      : languageOf(req.get('accept-language'));

/**
 * The chat platform's service-notice list (only with `--admin`): `/__chat/inbox?phone=` shows one
 * user's feed; tapping a notice opens the app at its link signed in silently, as the chat app
 * does: a one-time chat code for that user, the app's login page with the public-account state,
 * and the link kept in the return-url cookie the login page goes back to.
 */
export function chatInboxRoutes(services: Services): Router {
  const { chatNotices, sso } = services;
  const router = Router();

  router.get('/inbox', (req, res) => {
    const language = languageFor(req);
    const phone = typeof req.query.phone === 'string' ? req.query.phone.trim() : '';
    if (!phone) {
      const users = [FIXTURES.users.a, FIXTURES.users.b].map(({ phone: p, nickname }) => ({
        phone: p,
        nickname,
      }));
      res.type('html').send(inboxChooserPage(language, users));
      return;
    }
    if (!PHONE.test(phone)) throw badRequest('phone must be a mainland mobile number');
    res.type('html').send(inboxPage(language, phone, chatNotices.feedOfPhone(phone, language)));
  });

  router.get('/inbox/open/:id', (req, res) => {
    const id = Number(req.params.id);
    const notice = Number.isSafeInteger(id) ? chatNotices.byId(id) : undefined;
    const phone = notice ? chatNotices.phoneOf(notice.member_id) : undefined;
    if (!notice || !phone) throw new SimulatorError('requestNotFound', {}, 404);
    const code = sso.issueChatCode(phone);
    res.setHeader(
      'Set-Cookie',
      `${COOKIES.returnUrl}=${encodeURIComponent(notice.link)}; Path=/; Max-Age=300; SameSite=Lax`,
    );
    const login = new URLSearchParams({ code, state: PUBLIC_ACCOUNT_STATE });
    res.redirect(302, `/uc/login?${login.toString()}`);
  });

  return router;
}
