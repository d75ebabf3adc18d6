import { type ApiClient, expectOk, unwrap } from '../client';
import type { FormOf, QueryOf } from '../types';
import { order } from './parking';

/**
 * The parking service's calls no screen opened cold makes before the owner goes further: leaving,
 * disputes, sticker reports, merged and scanned repayments, bills and the lots' map. They load
 * with later-calls.ts.
 */
export function parkingLaterCalls(client: ApiClient) {
  return {
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
    reportSticker: (body: FormOf<'/parking/v1/api/sticker/report'>) =>
      unwrap(client.POST('/parking/v1/api/sticker/report', { body })),
    listStickerReports: (query: QueryOf<'/parking/v1/api/sticker/report/list'> = {}) =>
      unwrap(client.GET('/parking/v1/api/sticker/report/list', { params: { query } })),
    listLots: (query: QueryOf<'/parking/v1/api/park/list'> = { type: 0, pageSize: 200 }) =>
      unwrap(client.GET('/parking/v1/api/park/list', { params: { query } })),
  };
}
