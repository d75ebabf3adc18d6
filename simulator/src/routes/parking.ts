import { badRequest } from '../http/errors';
import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';
import { staffOf } from '../services/auth/staff-keys';

/** The `photos` form field: JSON text of up to 3 URLs. */
function photoList(text: string | undefined): string[] {
  if (text === undefined || text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('photos must be JSON text of an array of URLs');
  }
  if (!Array.isArray(value) || value.length > 3 || !value.every((url) => typeof url === 'string')) {
    throw badRequest('photos must be an array of at most 3 URLs');
  }
  return value as string[];
}

export function parkingRoutes(
  api: ApiRouter,
  { orders, payments, content, disputes, stickerReports }: Services,
) {
  api.get('/parking/v1/api/order/list', ({ member, query }) => orders.list(member(), query));
  api.get('/parking/v1/api/order/current', ({ member, query }) => orders.current(query, member()));
  api.get('/parking/v1/api/order/unpaid', ({ member, query }) => orders.unpaid(query, member()));
  api.get('/parking/v1/api/order/unpaid/repay', ({ query }) => orders.repaySummary(query));
  api.get('/parking/v1/api/order/{serial}/show', ({ member, params }) => {
    const viewer = member();
    const order = orders.show(params.serial, viewer);
    const dispute = disputes.ofOrderFor(viewer, order.bookCode);
    return dispute ? { ...order, dispute } : order;
  });
  api.post('/parking/v1/api/order/{serial}/preview/done', ({ member, params, body }) =>
    orders.leaveNow(member(), params.serial, body.device),
  );
  api.post('/parking/v1/api/order/{serial}/done', ({ params, req }) =>
    orders.close(staffOf(req), params.serial),
  );
  api.post('/parking/v1/api/order/{serial}/hide', ({ member, params }) =>
    orders.hide(member(), params.serial),
  );
  api.post('/parking/v1/api/order/fault', ({ member, body, origin }) =>
    disputes.open(member(), { ...body, photos: photoList(body.photos) }, origin),
  );
  api.get('/parking/v1/api/order/fault/list', ({ member, query }) =>
    disputes.list(member(), query),
  );
  api.post('/parking/v1/api/sticker/report', ({ member, body, origin }) =>
    stickerReports.report(member(), body, origin),
  );
  api.get('/parking/v1/api/sticker/report/list', ({ member, query }) =>
    stickerReports.list(member(), query),
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
