import { type ApiClient, unwrap } from '../client';
import type { QueryOf } from '../types';

/**
 * The user service's calls the screens owners open cold make at once or on their first tap (the
 * member, the plates and cars, coupons and auto-pay for the payment page, cards and staff for
 * the card purchase, paying from the balance); the others are in user-later.ts.
 */
export function userCalls(client: ApiClient) {
  return {
    getMemberInfo: () => unwrap(client.GET('/user/v1/api/member/info')),
    getMemberFunds: () => unwrap(client.GET('/user/v1/api/member/funds')),
    payByFunds: (payCode: string) =>
      unwrap(client.POST('/user/v1/api/member/funds/pay', { body: { payCode } })),
    listCoupons: (query: QueryOf<'/user/v1/api/member/coupon/list'> = { type: 1, status: 0 }) =>
      unwrap(client.GET('/user/v1/api/member/coupon/list', { params: { query } })),
    showStaff: (serial: string) =>
      unwrap(
        client.GET('/user/v1/api/common/member/staff/{serial}/show', {
          params: { path: { serial } },
        }),
      ),
    listVipCards: () => unwrap(client.GET('/user/v1/api/common/member/vip/card')),
    listAttentions: () => unwrap(client.GET('/user/v1/api/member/attention/list')),
    listVehicles: () => unwrap(client.GET('/user/v1/api/member/vehicle/list')),
    listCars: (query: QueryOf<'/user/v1/api/member/car/list'> = { pageSize: 10 }) =>
      unwrap(client.GET('/user/v1/api/member/car/list', { params: { query } })),
  };
}
