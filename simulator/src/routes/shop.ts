import { Router, type Response } from 'express';
import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';
import { picture } from './media';

/** tools/shop: the car-service shop; its orders are paid through routes/pay.ts. */
export function shopRoutes(api: ApiRouter, { shop, shopOrders }: Services) {
  api.get('/tools/v1/api/shop/type/list', () => shop.types());
  api.get('/tools/v1/api/shop/product/list', ({ query }) => shop.products(query));
  api.get('/tools/v1/api/shop/product/{serial}/show', ({ params }) => shop.product(params.serial));

  api.get('/tools/v1/api/shop/cart/list', ({ member }) => shop.cart(member()));
  api.post('/tools/v1/api/shop/cart/add', ({ member, body }) => shop.add(member(), body));
  api.post('/tools/v1/api/shop/cart/update', ({ member, body }) => shop.update(member(), body));
  api.post('/tools/v1/api/shop/cart/remove', ({ member, body }) =>
    shop.remove(member(), body.serial),
  );
  api.post('/tools/v1/api/shop/cart/clear', ({ member }) => shop.clear(member()));

  api.get('/tools/v1/api/shop/store/list', ({ query }) => shop.stores(query));
  api.get('/tools/v1/api/shop/store/{serial}/show', ({ params }) => shop.store(params.serial));

  api.post('/tools/v1/api/shop/order/publish', ({ member, body }) =>
    shopOrders.publish(member(), body),
  );
  api.get('/tools/v1/api/shop/order/list', ({ member, query }) => shopOrders.list(member(), query));
  api.get('/tools/v1/api/shop/order/{serial}/show', ({ member, params }) =>
    shopOrders.show(member(), params.serial),
  );
  api.post('/tools/v1/api/shop/order/cancel', ({ member, body }) =>
    shopOrders.cancel(member(), body.serial),
  );
  api.post('/tools/v1/api/shop/order/refund', ({ member, body }) =>
    shopOrders.refund(member(), body.serial, body.vouchers),
  );
}

/** Pictures of the shop's products, stores and types, captioned with their names (no network). */
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
    send(
      res,
      picture(seedOf(product.serial) + view * 3, product.name, `${product.typeName} · ${view}`),
    );
  });
  router.get('/store/:name', (req, res, next) => {
    const row = shop.storeEntry(req.params.name.replace(/\.svg$/, ''));
    if (!row) return next();
    send(res, picture(seedOf(row.serial) * 5, row.name, row.address));
  });
  router.get('/type/:name', (req, res, next) => {
    const type = shop.types().find((t) => `${t.serial}.svg` === req.params.name);
    if (!type) return next();
    send(res, picture(seedOf(type.serial) * 11, type.name, '', 96, 96));
  });
  return router;
}
