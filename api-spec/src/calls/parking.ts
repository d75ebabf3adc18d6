import { type ApiClient, expectOk, unwrap } from '../client';
import type { FormOf, QueryOf } from '../types';

const order = (serial: string) => ({ params: { path: { serial } } });

export function parkingCalls(client: ApiClient) {
  return {
    listOrders: (query: QueryOf<'/parking/v1/api/order/list'>) =>
      unwrap(client.GET('/parking/v1/api/order/list', { params: { query } })),
    listCurrentOrders: (query: QueryOf<'/parking/v1/api/order/current'>) =>
      unwrap(client.GET('/parking/v1/api/order/current', { params: { query } })),
    listUnpaidOrders: (query: QueryOf<'/parking/v1/api/order/unpaid'>) =>
      unwrap(client.GET('/parking/v1/api/order/unpaid', { params: { query } })),
    getRepaySummary: (query: QueryOf<'/parking/v1/api/order/unpaid/repay'>) =>
      unwrap(client.GET('/parking/v1/api/order/unpaid/repay', { params: { query } })),
    /** By serial or bookCode (the order list links by bookCode). */
    showOrder: (serial: string) =>
      unwrap(client.GET('/parking/v1/api/order/{serial}/show', order(serial))),
    /** Leave now; `device`, the scanned space's code, proves the caller stands at the space. */
    previewDoneOrder: (serial: string, device?: string) =>
      unwrap(
        client.POST(
          '/parking/v1/api/order/{serial}/preview/done',
          device ? { ...order(serial), body: { device } } : order(serial),
        ),
      ),
    doneOrder: (serial: string) =>
      unwrap(client.POST('/parking/v1/api/order/{serial}/done', order(serial))),
    hideOrder: (serial: string) =>
      expectOk(client.POST('/parking/v1/api/order/{serial}/hide', order(serial))),
    reportOrderFault: (body: FormOf<'/parking/v1/api/order/fault'>) =>
      unwrap(client.POST('/parking/v1/api/order/fault', { body })),
    listOrderFaults: (query: QueryOf<'/parking/v1/api/order/fault/list'> = {}) =>
      unwrap(client.GET('/parking/v1/api/order/fault/list', { params: { query } })),
    publishOrder: (body: FormOf<'/parking/v1/api/order/publish'>) =>
      unwrap(client.POST('/parking/v1/api/order/publish', { body })),
    finishNoPlateOrder: (device: string) =>
      unwrap(client.POST('/parking/v1/api/order/noplate/finish', { body: { device } })),
    payNoPlateOrder: (device: string) =>
      unwrap(client.POST('/parking/v1/api/order/noplate/pay', { body: { device } })),
    getMergedRepaySummary: (numbers: readonly string[]) =>
      unwrap(
        client.GET('/parking/v1/api/order/merge/repay', {
          params: { query: { numbers: numbers.join(',') } },
        }),
      ),
    getScanRepaySummary: (device: string) =>
      unwrap(
        client.GET('/parking/v1/api/order/scan/auto/repay', { params: { query: { device } } }),
      ),
    listOrderBills: (query: QueryOf<'/parking/v1/api/order/bill/list'> = {}) =>
      unwrap(client.GET('/parking/v1/api/order/bill/list', { params: { query } })),
    getOrderTotal: () => unwrap(client.GET('/parking/v1/api/order/total')),
    getDevicePayInfo: (device: string) =>
      unwrap(client.GET('/parking/v1/api/device/pay/info', { params: { query: { device } } })),
    listLots: (query: QueryOf<'/parking/v1/api/park/list'> = { type: 0, pageSize: 200 }) =>
      unwrap(client.GET('/parking/v1/api/park/list', { params: { query } })),
  };
}
