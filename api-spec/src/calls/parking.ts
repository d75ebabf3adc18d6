import { type ApiClient, unwrap } from '../client';
import type { QueryOf } from '../types';

/** The path of a call about one order. */
export const order = (serial: string) => ({ params: { path: { serial } } });

/**
 * The parking service's calls the screens owners open cold make at once or on their first tap
 * (orders, the repay summary, a device's plate, the order totals); the others are in
 * parking-later.ts.
 */
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
    finishNoPlateOrder: (device: string) =>
      unwrap(client.POST('/parking/v1/api/order/noplate/finish', { body: { device } })),
    getOrderTotal: () => unwrap(client.GET('/parking/v1/api/order/total')),
    getDevicePayInfo: (device: string) =>
      unwrap(client.GET('/parking/v1/api/device/pay/info', { params: { query: { device } } })),
  };
}
