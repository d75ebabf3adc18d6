import { Router, type Response } from 'express';
import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';
import { PRODUCT_PICTURES } from '../seed/shop';
import { drawing, type Subject } from './pictures';

/** tools/shop: the car-service shop; its orders are paid through routes/pay.ts. */
export function shopRoutes(api: ApiRouter, { shop, shopOrders }: Services) {
  // Catalogue words (types, products, stores) come in the request's language (Accept-Language).
  api.get('/tools/v1/api/shop/type/list', ({ language }) => shop.types(language));
  api.get('/tools/v1/api/shop/product/list', ({ query, language }) =>
    shop.products(query, language),
  );
  api.get('/tools/v1/api/shop/product/{serial}/show', ({ params, language }) =>
    shop.product(params.serial, language),
  );

  api.get('/tools/v1/api/shop/cart/list', ({ member, language }) => shop.cart(member(), language));
  api.post('/tools/v1/api/shop/cart/add', ({ member, body, language }) =>
    shop.add(member(), body, language),
  );
  api.post('/tools/v1/api/shop/cart/update', ({ member, body, language }) =>
    shop.update(member(), body, language),
  );
  api.post('/tools/v1/api/shop/cart/remove', ({ member, body }) =>
    shop.remove(member(), body.serial),
  );
  api.post('/tools/v1/api/shop/cart/clear', ({ member }) => shop.clear(member()));

  api.get('/tools/v1/api/shop/store/list', ({ query, language }) => shop.stores(query, language));
  api.get('/tools/v1/api/shop/store/{serial}/show', ({ params, language }) =>
    shop.store(params.serial, language),
  );

  api.post('/tools/v1/api/shop/order/publish', ({ member, body, language }) =>
    shopOrders.publish(member(), body, language),
  );
  api.get('/tools/v1/api/shop/order/list', ({ member, query, language }) =>
    shopOrders.list(member(), query, language),
  );
  api.get('/tools/v1/api/shop/order/{serial}/show', ({ member, params, language }) =>
    shopOrders.show(member(), params.serial, language),
  );
  api.post('/tools/v1/api/shop/order/cancel', ({ member, body, language }) =>
    shopOrders.cancel(member(), body.serial, language),
  );
  api.post('/tools/v1/api/shop/order/refund', ({ member, body, language }) =>
    shopOrders.refund(member(), body.serial, body.vouchers, language),
  );
}

/** What a type's products are drawn as when the seed names no picture of their own. */
const TYPE_SUBJECTS = new Map<string, Subject>([
  ['PT01', 'wash'],
  ['PT02', 'interior'],
  ['PT03', 'oil'],
  ['PT04', 'tyre'],
  ['PT05', 'inspection'],
]);

/** Pictures of the shop's products, stores and types: drawings of the thing, no words (no network). */
export function shopMediaRoutes({ shop }: Services): Router {
  const router = Router();
  const send = (res: Response, svg: string) =>
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=3600').send(svg);
  const seedOf = (text: string) => [...text].reduce((sum, c) => sum + c.charCodeAt(0), 0);

  router.get('/product/:name', (req, res, next) => {
    const match = /^([A-Za-z0-9_-]{1,40})-(\d{1,2})\.svg$/.exec(req.params.name);
    const product = match && shop.catalogueEntry(match[1]!);
    if (!product) return next();
    const view = Number(match[2]);
    const subject =
      PRODUCT_PICTURES.get(product.serial) ?? TYPE_SUBJECTS.get(product.type) ?? 'wash';
    // The views differ by background and size, as photos of one thing from nearer or further.
    send(res, drawing(subject, seedOf(product.serial) + view, 600, 600, 0.5 + view * 0.06));
  });
  router.get('/store/:name', (req, res, next) => {
    const row = shop.storeEntry(req.params.name.replace(/\.svg$/, ''));
    if (!row) return next();
    send(res, drawing('store', seedOf(row.serial), 750, 360));
  });
  router.get('/type/:name', (req, res, next) => {
    const type = shop.types().find((t) => `${t.serial}.svg` === req.params.name);
    if (!type) return next();
    send(res, drawing(TYPE_SUBJECTS.get(type.serial) ?? 'wash', seedOf(type.serial), 96, 96, 0.8));
  });
  return router;
}
