import { Router } from 'express';
import { badRequest } from '../http/errors';
import type { ShopOrderService } from '../services/shop/orders';
import { shopPage } from './shop-page';

/**
 * The console's shop desk: `GET /__admin/shop/orders?limit=200` lists every shop order
 * (ShopOrder + `member`), newest first; `POST /__admin/shop/redeem {code, store}` redeems a
 * voucher as that store's staff would at the till (business failures: 2001, 6007-6009);
 * `GET /__admin/shop/page` is the page for both.
 */
export function shopAdminRoutes(shopOrders: ShopOrderService): Router {
  const router = Router();
  router.get('/shop/page', (_req, res) => {
    res.type('html').send(shopPage(res.locals.cspNonce as string));
  });
  router.get('/shop/orders', (req, res) => {
    const limit = Number(req.query.limit ?? 200);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000) {
      throw badRequest('limit must be an integer from 1 to 1000');
    }
    res.json(shopOrders.all(limit));
  });
  router.post('/shop/redeem', (req, res) => {
    const { code, store } = (req.body ?? {}) as { code?: unknown; store?: unknown };
    if (typeof code !== 'string' || !/^\s*\d{12}\s*$/.test(code)) {
      throw badRequest('code must be the 12 digits of a voucher');
    }
    if (typeof store !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(store)) {
      throw badRequest('store must be a store serial');
    }
    res.json(shopOrders.redeem(code, store));
  });
  return router;
}
