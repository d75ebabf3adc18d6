import { parsePayOrderPayload } from '../http/openapi';
import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';

export function payRoutes(api: ApiRouter, { payments }: Services) {
  api.post('/pay/v1/api/order/single/publish', ({ member, body }) =>
    payments.publish(member(), parsePayOrderPayload(body.orders)),
  );
  api.get('/pay/v1/api/icbc/wxpay/{out_trade_no}/minipro', ({ member, params }) =>
    payments.payParams(member(), params.out_trade_no, 'icbc'),
  );
  api.get('/pay/v1/api/abc/wxpay/{out_trade_no}/minipro', ({ member, params }) =>
    payments.payParams(member(), params.out_trade_no, 'abc'),
  );
  api.get('/pay/v1/api/jianhang/wxpay/{out_trade_no}/minipro', ({ member, params }) =>
    payments.payParams(member(), params.out_trade_no, 'ccb'),
  );
  api.get('/pay/v1/api/pay/{out_trade_no}/wx/applet', ({ member, params }) =>
    payments.payParams(member(), params.out_trade_no, 'wxApplet'),
  );
  api.post('/pay/v1/api/order/do/front/pay', ({ member, body }) =>
    payments.confirm(member(), body.payCode),
  );
  api.get('/pay/v1/api/order/search', ({ member, query }) => payments.search(member(), query));
  api.get('/pay/v1/api/order/amount', ({ member }) => payments.amount(member()));
  api.post('/pay/v1/api/order/remove', ({ member, body }) =>
    payments.remove(member(), body.payCode),
  );
  api.post('/pay/v1/api/order/cancel', ({ member, body }) =>
    payments.cancel(member(), body.payCode),
  );
  api.post('/pay/v1/api/order/confirm', ({ member, body }) =>
    payments.confirm(member(), body.payCode),
  );
  api.post('/pay/v1/api/order/refund', ({ member, body }) =>
    payments.refund(member(), body.payCode),
  );
  api.post('/pay/v1/api/order/invoice/apply', ({ member, body, origin }) =>
    payments.applyInvoice(member(), body, origin),
  );
}
