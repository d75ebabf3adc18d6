import { type ApiClient, expectOk, unwrap } from '../client';
import type { FormOf, PayOrderPayload, QueryOf, Schemas } from '../types';

export type ProductType = Schemas['ProductType'];
export type Product = Schemas['Product'];
export type CartLine = Schemas['CartLine'];
export type ShopStore = Schemas['ShopStore'];
export type ShopStoreDetail = Schemas['ShopStoreDetail'];
export type ShopOrder = Schemas['ShopOrder'];
export type ShopOrderStatus = Schemas['ShopOrderStatus'];
export type ShopVoucher = Schemas['ShopVoucher'];

/** A shop order's draft: `lines` (cart line serials) or `product` with `count` (buy now). */
export type ShopOrderDraft = Omit<FormOf<'/tools/v1/api/shop/order/publish'>, 'lines'> & {
  lines?: string[];
};

/**
 * The pay order of an unpaid shop order: the server prices it again (a changed total is 4001),
 * and the store's area chooses the bank (`payParamsFor(order.store.area, payCode)`).
 */
export function shopPayOrderPayload(order: ShopOrder): PayOrderPayload {
  return {
    orderType: 'shop',
    goods: order.serial,
    goodCover: order.items[0]?.cover ?? '',
    sumCost: order.total,
    service: 0,
    coupon: 0,
    actualCost: order.total,
    beBusiness: 0,
    payee: '',
    payeeName: '',
    staff: '',
    staffName: '',
    team: '',
    numbers: [order.plate],
    area: order.store.area,
  };
}

/**
 * tools/shop: the car-service shop - products, cart, partner stores, orders and their vouchers
 * (the shop front's first lists: shop-front.ts).
 */
export function shopCalls(client: ApiClient) {
  return {
    showProduct: (serial: string) =>
      unwrap(
        client.GET('/tools/v1/api/shop/product/{serial}/show', { params: { path: { serial } } }),
      ),

    listCart: () => unwrap(client.GET('/tools/v1/api/shop/cart/list')),
    addToCart: (body: FormOf<'/tools/v1/api/shop/cart/add'>) =>
      unwrap(client.POST('/tools/v1/api/shop/cart/add', { body })),
    updateCartLine: (body: FormOf<'/tools/v1/api/shop/cart/update'>) =>
      unwrap(client.POST('/tools/v1/api/shop/cart/update', { body })),
    removeFromCart: (serial: string) =>
      expectOk(client.POST('/tools/v1/api/shop/cart/remove', { body: { serial } })),
    clearCart: () => expectOk(client.POST('/tools/v1/api/shop/cart/clear')),

    listShopStores: (query: QueryOf<'/tools/v1/api/shop/store/list'> = {}) =>
      unwrap(client.GET('/tools/v1/api/shop/store/list', { params: { query } })),
    showShopStore: (serial: string) =>
      unwrap(
        client.GET('/tools/v1/api/shop/store/{serial}/show', { params: { path: { serial } } }),
      ),

    /** Places the order; `lines` goes as JSON text (spec convention for structured form fields). */
    publishShopOrder: ({ lines, ...rest }: ShopOrderDraft) =>
      unwrap(
        client.POST('/tools/v1/api/shop/order/publish', {
          body: lines === undefined ? rest : { ...rest, lines: JSON.stringify(lines) },
        }),
      ),
    /** Publishes the pay order of an unpaid shop order (`shopPayOrderPayload`). */
    publishShopPayOrder: (order: ShopOrder) =>
      unwrap(
        client.POST('/pay/v1/api/order/single/publish', {
          body: { orders: JSON.stringify(shopPayOrderPayload(order)), repay: 1 },
        }),
      ),
    listShopOrders: (query: QueryOf<'/tools/v1/api/shop/order/list'> = {}) =>
      unwrap(client.GET('/tools/v1/api/shop/order/list', { params: { query } })),
    showShopOrder: (serial: string) =>
      unwrap(
        client.GET('/tools/v1/api/shop/order/{serial}/show', { params: { path: { serial } } }),
      ),
    cancelShopOrder: (serial: string) =>
      unwrap(client.POST('/tools/v1/api/shop/order/cancel', { body: { serial } })),
    /** Refunds the named vouchers, or every unredeemed one of the order when none are named. */
    refundShopOrder: (serial: string, vouchers?: string[]) =>
      unwrap(
        client.POST('/tools/v1/api/shop/order/refund', {
          body:
            vouchers === undefined ? { serial } : { serial, vouchers: JSON.stringify(vouchers) },
        }),
      ),
  };
}
