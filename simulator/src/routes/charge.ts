import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';

export function chargeRoutes(api: ApiRouter, { charging }: Services) {
  api.get('/charge/v1/api/station/list', ({ query }) => charging.stations(query));
  api.get('/charge/v1/api/station/{serial}/equipment', ({ params }) =>
    charging.equipment(params.serial),
  );
  api.get('/charge/v1/api/order/list', ({ member, query }) => charging.orders(member(), query));
  api.get('/charge/v1/api/order/{serial}/show', ({ member, params }) =>
    charging.order(member(), params.serial),
  );
  api.post('/charge/v1/api/charge/start', ({ member, body }) =>
    charging.start(member(), body.equipment),
  );
  api.post('/charge/v1/api/charge/stop', ({ member, body }) =>
    charging.stop(member(), body.serial),
  );
  api.get('/charge/v1/api/charge/{serial}/status', ({ member, params }) =>
    charging.order(member(), params.serial),
  );
}
