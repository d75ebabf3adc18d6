import { Router, type Request } from 'express';
import { badRequest } from '../http/errors';
import { languageOf } from '../i18n/messages';
import type { Services } from '../services';
import { chatFeedsPage } from './chat-page';

const PHONE = /^1\d{10}$/;

const languageFor = (req: Request) =>
  req.query.lang === 'en'
    ? 'en'
    : req.query.lang === 'zh'
      ? 'zh'
      : languageOf(req.get('accept-language'));

/**
 * The chat platform seen from the console (only with `--admin`): every user's feed
 * (`/__admin/chat/page`), one phone's feed as JSON for tests and demos, and the car leaving its
 * space (the sensor's report) so a demo can end a parking session and watch the notice arrive.
 */
export function chatAdminRoutes(services: Services): Router {
  const router = Router();

  router.get('/chat/messages', (req, res) => {
    const phone = typeof req.query.phone === 'string' ? req.query.phone.trim() : '';
    if (!PHONE.test(phone)) throw badRequest('phone must be a mainland mobile number');
    res.json(services.chatNotices.feedOfPhone(phone, languageFor(req)));
  });

  router.get('/chat/page', (req, res) => {
    const language = languageFor(req);
    const { chatNotices } = services;
    res
      .type('html')
      .send(chatFeedsPage(chatNotices.feedAll(language), language, chatNotices.parkingNow()));
  });

  /** The car at this parking order leaves its space now: the order ends as a sensor reports it. */
  router.post('/orders/:serial/leave', (req, res) => {
    const order = services.orders.leaveBySensor(req.params.serial);
    if (req.is('application/x-www-form-urlencoded')) {
      res.redirect(303, '/__admin/chat/page');
      return;
    }
    res.json(order);
  });

  return router;
}
