import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';
import { staffOf } from '../services/staff-keys';

export function parkingRoutes(api: ApiRouter, { orders, payments, content }: Services) {
  api.get('/parking/v1/api/order/list', ({ member, query }) => orders.list(member(), query));
  api.get('/parking/v1/api/order/current', ({ member, query }) => orders.current(query, member()));
  api.get('/parking/v1/api/order/unpaid', ({ member, query }) => orders.unpaid(query, member()));
  api.get('/parking/v1/api/order/unpaid/repay', ({ query }) => orders.repaySummary(query));
  api.get('/parking/v1/api/order/{serial}/show', ({ member, params }) =>
    orders.show(params.serial, member()),
  );
  api.post('/parking/v1/api/order/{serial}/preview/done', ({ member, params, body }) =>
    orders.leaveNow(member(), params.serial, body.device),
  );
  api.post('/parking/v1/api/order/{serial}/done', ({ params, req }) =>
    orders.close(staffOf(req), params.serial),
  );
  api.post('/parking/v1/api/order/{serial}/hide', ({ member, params }) =>
    orders.hide(member(), params.serial),
  );
  api.post('/parking/v1/api/order/fault', ({ member, body }) =>
    orders.dispute(member(), body.serial, body.content),
  );
  api.post('/parking/v1/api/order/publish', ({ member, body }) =>
    orders.checkIn(member(), body.device, body.number, body.plateType),
  );
  api.post('/parking/v1/api/order/noplate/finish', ({ member, body }) =>
    orders.finishNoPlate(member(), body.device),
  );
  api.post('/parking/v1/api/order/noplate/pay', ({ member, body }) =>
    payments.publishNoPlate(member(), body.device),
  );
  api.get('/parking/v1/api/order/merge/repay', ({ query }) =>
    orders.mergedRepaySummary(query.numbers),
  );
  api.get('/parking/v1/api/order/scan/auto/repay', ({ query }) =>
    orders.scanRepaySummary(query.device),
  );
  api.get('/parking/v1/api/order/bill/list', ({ member, query }) => orders.bills(member(), query));
  api.get('/parking/v1/api/order/total', ({ member }) => orders.total(member()));
  api.get('/parking/v1/api/device/pay/info', ({ member, query }) =>
    orders.deviceInfo(query.device, member()),
  );
  api.get('/parking/v1/api/park/list', ({ query }) => content.lots(query));
}
