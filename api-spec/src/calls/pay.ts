import { type ApiClient, expectOk, unwrap } from '../client';
import { payRouteFor } from '../domain/area';
import type { FormOf, PayOrderPayload, QueryOf } from '../types';

const payCodeOf = (payCode: string) => ({ body: { payCode } });

export function payCalls(client: ApiClient) {
  return {
    /** Publishes one pay order; `orders` carries the payload as JSON text (spec section 7). */
    publishPayOrder: (payload: PayOrderPayload, repay: 0 | 1 = 1) =>
      unwrap(
        client.POST('/pay/v1/api/order/single/publish', {
          body: { orders: JSON.stringify(payload), repay },
        }),
      ),

    /**
     * The chat-platform pay parameters for a pay order, through the bank that collects for `area`
     * (an area code, or `vipCard` for membership cards, which takes the default route).
     */
    payParamsFor(area: string, outTradeNo: string) {
      const path = { params: { path: { out_trade_no: outTradeNo } } };
      switch (payRouteFor(area)) {
        case 'icbc':
          return unwrap(client.GET('/pay/v1/api/icbc/wxpay/{out_trade_no}/minipro', path));
        case 'abc':
          return unwrap(client.GET('/pay/v1/api/abc/wxpay/{out_trade_no}/minipro', path));
        case 'wxApplet':
          return unwrap(client.GET('/pay/v1/api/pay/{out_trade_no}/wx/applet', path));
        case 'ccb':
          return unwrap(client.GET('/pay/v1/api/jianhang/wxpay/{out_trade_no}/minipro', path));
      }
    },

    confirmFrontPay: (payCode: string) =>
      unwrap(client.POST('/pay/v1/api/order/do/front/pay', payCodeOf(payCode))),
    searchPayOrders: (query: QueryOf<'/pay/v1/api/order/search'> = {}) =>
      unwrap(client.GET('/pay/v1/api/order/search', { params: { query } })),
    getPayAmount: () => unwrap(client.GET('/pay/v1/api/order/amount')),
    removePayOrder: (payCode: string) =>
      expectOk(client.POST('/pay/v1/api/order/remove', payCodeOf(payCode))),
    cancelPayOrder: (payCode: string) =>
      unwrap(client.POST('/pay/v1/api/order/cancel', payCodeOf(payCode))),
    queryPayOrder: (payCode: string) =>
      unwrap(client.POST('/pay/v1/api/order/confirm', payCodeOf(payCode))),
    refundPayOrder: (body: FormOf<'/pay/v1/api/order/refund'>) =>
      unwrap(client.POST('/pay/v1/api/order/refund', { body })),
    applyInvoice: (body: FormOf<'/pay/v1/api/order/invoice/apply'>) =>
      unwrap(client.POST('/pay/v1/api/order/invoice/apply', { body })),
  };
}
