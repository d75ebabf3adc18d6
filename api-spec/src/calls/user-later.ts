import { type ApiClient, expectOk, unwrap } from '../client';
import type { FormOf, QueryOf } from '../types';

/**
 * The user service's calls no screen opened cold makes before the owner goes further: the
 * account's settings, merge and close, coupon redemption, points, messages, invoices, notices,
 * editing cars, organisations. They load with later-calls.ts.
 */
export function userLaterCalls(client: ApiClient) {
  return {
    updateMemberBaseInfo: (body: FormOf<'/user/v1/api/member/base/update'>) =>
      unwrap(client.POST('/user/v1/api/member/base/update', { body })),
    updateMemberAvatar: (body: FormOf<'/user/v1/api/member/avatar/update'>) =>
      unwrap(client.POST('/user/v1/api/member/avatar/update', { body })),
    updateMemberPhone: (body: FormOf<'/user/v1/api/member/phone/update'>) =>
      unwrap(client.POST('/user/v1/api/member/phone/update', { body })),
    previewDestroyMember: () => unwrap(client.GET('/user/v1/api/member/destroy/preview')),
    destroyMember: (body: FormOf<'/user/v1/api/member/destroy'>) =>
      expectOk(client.POST('/user/v1/api/member/destroy', { body })),
    mergeMemberAccount: (body: FormOf<'/user/v1/api/member/merge'>) =>
      unwrap(client.POST('/user/v1/api/member/merge', { body })),
    getCouponStats: () => unwrap(client.GET('/user/v1/api/member/coupon/data')),
    convertCoupon: (code: string) =>
      unwrap(client.POST('/user/v1/api/member/coupon/convert', { body: { code } })),
    showCoupon: (serial: string) =>
      unwrap(
        client.GET('/user/v1/api/member/coupon/{serial}/show', { params: { path: { serial } } }),
      ),
    clearExpiredCoupons: () => unwrap(client.POST('/user/v1/api/member/coupon/timeout/clear')),
    listRightsPackages: () => unwrap(client.GET('/user/v1/api/member/rights/package')),
    showEquityPackage: () => unwrap(client.GET('/user/v1/api/member/equity/package/show')),
    listIntegral: (query: QueryOf<'/user/v1/api/member/integral/list'> = {}) =>
      unwrap(client.GET('/user/v1/api/member/integral/list', { params: { query } })),
    signToday: () => unwrap(client.POST('/user/v1/api/member/integral/day/sign')),
    listMemberActions: (query: QueryOf<'/user/v1/api/member/action/list'> = {}) =>
      unwrap(client.GET('/user/v1/api/member/action/list', { params: { query } })),
    listMessages: (query: QueryOf<'/user/v1/api/member/message/list'> = {}) =>
      unwrap(client.GET('/user/v1/api/member/message/list', { params: { query } })),
    markMessageRead: (serial: string) =>
      unwrap(
        client.POST('/user/v1/api/member/message/{serial}/read', { params: { path: { serial } } }),
      ),
    listInvoices: (query: QueryOf<'/user/v1/api/member/invoice/list'> = {}) =>
      unwrap(client.GET('/user/v1/api/member/invoice/list', { params: { query } })),
    showInvoice: (serial: string) =>
      unwrap(
        client.GET('/user/v1/api/member/invoice/{serial}/show', { params: { path: { serial } } }),
      ),
    listRechargePackages: () => unwrap(client.GET('/user/v1/api/common/member/vip/price')),
    listNearbyOrgs: (query: QueryOf<'/user/v1/api/common/org/nearby'>) =>
      unwrap(client.GET('/user/v1/api/common/org/nearby', { params: { query } })),
    showOrg: (serial: string) =>
      unwrap(client.GET('/user/v1/api/common/org/{serial}/show', { params: { path: { serial } } })),
    showOrgQualification: (serial: string) =>
      unwrap(
        client.GET('/user/v1/api/common/org/{serial}/qualification', {
          params: { path: { serial } },
        }),
      ),
    subscribeAttention: (body: FormOf<'/user/v1/api/member/attention/subscribe'>) =>
      unwrap(client.POST('/user/v1/api/member/attention/subscribe', { body })),
    setAutoPay: (body: FormOf<'/user/v1/api/member/attention/autopay'>) =>
      unwrap(client.POST('/user/v1/api/member/attention/autopay', { body })),
    listChatNotices: (query: QueryOf<'/user/v1/api/member/attention/notices'> = {}) =>
      unwrap(client.GET('/user/v1/api/member/attention/notices', { params: { query } })),
    publishCar: (body: FormOf<'/user/v1/api/member/car/publish'>) =>
      unwrap(client.POST('/user/v1/api/member/car/publish', { body })),
    setCarSecret: (body: FormOf<'/user/v1/api/member/car/secret'>) =>
      unwrap(client.POST('/user/v1/api/member/car/secret', { body })),
    removeCar: (serial: string) =>
      expectOk(client.POST('/user/v1/api/member/car/remove', { body: { serial } })),
    recognisePlate: (image: string) =>
      unwrap(client.POST('/user/v1/api/member/car/ocr', { body: { image } })),
    listSpaceMessages: (query: QueryOf<'/user/v1/api/member/space/message/list'>) =>
      unwrap(client.GET('/user/v1/api/member/space/message/list', { params: { query } })),
  };
}
