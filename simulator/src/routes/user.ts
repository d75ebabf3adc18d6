import type { ApiRouter } from '../http/typed-router';
import type { MemberRow } from '../repositories/members/members';
import type { Services } from '../services';
import { uploadTokenOf } from '../util/text';

/** True when `url` names an upload `member` made (an avatar or a feedback photo of their own). */
export function uploadedBy(uploads: Services['uploads'], member: MemberRow, url: string): boolean {
  const token = uploadTokenOf(url);
  return token !== undefined && uploads.byToken(token)?.member_id === member.id;
}

export function userRoutes(api: ApiRouter, services: Services) {
  const { members, sso, coupons, cars, catalog, payments, uploads, chatNotices, closing } =
    services;

  api.get('/user/v1/api/member/info', ({ member }) => members.info(member()));
  api.post('/user/v1/api/member/base/update', ({ member, body }) =>
    members.updateNickname(member(), body.nickname),
  );
  api.post('/user/v1/api/member/avatar/update', ({ member, body, origin }) => {
    const me = member();
    return members.updateAvatar(me, body.accountPic, origin, (url) => uploadedBy(uploads, me, url));
  });
  // Each of these spends its SMS code in its own transaction: refused, the code stays usable.
  api.post('/user/v1/api/member/phone/update', ({ member, body }) => {
    const me = member();
    return sso.withSmsCode(body.phone, body.smsCode, () => members.updatePhone(me, body.phone));
  });
  api.get('/user/v1/api/member/destroy/preview', ({ member }) => closing.preview(member()));
  api.post('/user/v1/api/member/destroy', ({ member, body }) => {
    const me = member();
    sso.withSmsCode(me.phone ?? '', body.smsCode, () => closing.close(me));
  });
  api.post('/user/v1/api/member/merge', ({ member, body }) => {
    const me = member();
    return sso.withSmsCode(body.phone, body.smsCode, () => members.merge(me, body.phone));
  });

  api.get('/user/v1/api/member/funds', ({ member }) => members.funds(member()));
  api.post('/user/v1/api/member/funds/pay', ({ member, body }) =>
    payments.payByFunds(member(), body.payCode),
  );

  api.get('/user/v1/api/member/coupon/list', ({ member, query, language }) =>
    coupons.list(member(), query, language),
  );
  api.get('/user/v1/api/member/coupon/data', ({ member }) => coupons.stats(member()));
  api.post('/user/v1/api/member/coupon/convert', ({ member, body, language }) =>
    coupons.convert(member(), body.code, language),
  );
  api.get('/user/v1/api/member/coupon/{serial}/show', ({ member, params, language }) =>
    coupons.show(member(), params.serial, language),
  );
  api.post('/user/v1/api/member/coupon/timeout/clear', ({ member }) =>
    coupons.clearExpired(member()),
  );
  api.get('/user/v1/api/member/rights/package', () => catalog.rightsPackages());
  api.get('/user/v1/api/member/equity/package/show', () => catalog.equityPackage());

  api.get('/user/v1/api/member/integral/list', ({ member, query }) =>
    members.integral(member(), query),
  );
  api.post('/user/v1/api/member/integral/day/sign', ({ member }) => members.signToday(member()));
  api.get('/user/v1/api/member/action/list', ({ member, query }) =>
    members.actions(member(), query),
  );
  api.get('/user/v1/api/member/message/list', ({ member, query, language }) =>
    members.messages(member(), query, language),
  );
  api.post('/user/v1/api/member/message/{serial}/read', ({ member, params, language }) =>
    members.markMessageRead(member(), params.serial, language),
  );
  api.get('/user/v1/api/member/invoice/list', ({ member, query, origin }) =>
    payments.invoices(member(), query, origin),
  );
  api.get('/user/v1/api/member/invoice/{serial}/show', ({ member, params, origin }) =>
    payments.invoice(member(), params.serial, origin),
  );

  api.get('/user/v1/api/common/member/staff/{serial}/show', ({ params }) =>
    catalog.staff(params.serial),
  );
  api.get('/user/v1/api/common/member/vip/card', () => catalog.cards());
  api.get('/user/v1/api/common/member/vip/price', () => catalog.rechargePackages());
  api.get('/user/v1/api/common/org/nearby', ({ query }) =>
    catalog.nearbyOrgs({ lng: query.lng, lat: query.lat }, query.radius ?? 5000),
  );
  api.get('/user/v1/api/common/org/{serial}/show', ({ params }) => catalog.org(params.serial));
  api.get('/user/v1/api/common/org/{serial}/qualification', ({ params }) =>
    catalog.qualification(params.serial),
  );
  api.post('/user/v1/api/member/attention/subscribe', ({ member, body }) => {
    const me = member();
    const saved = cars.subscribe(me, body.number, body.subscribe);
    chatNotices.subscribed(me, body.number, body.subscribe);
    return saved;
  });
  api.get('/user/v1/api/member/attention/list', ({ member }) => chatNotices.settings(member()));
  api.post('/user/v1/api/member/attention/autopay', ({ member, body }) =>
    chatNotices.setAutoPay(member(), body.number, body.autoPay, body.cap),
  );
  api.get('/user/v1/api/member/attention/notices', ({ member, query, language }) =>
    chatNotices.list(member(), query, language),
  );

  api.get('/user/v1/api/member/vehicle/list', ({ member }) => cars.vehicles(member()));
  api.get('/user/v1/api/member/car/list', ({ member, query }) => cars.list(member(), query));
  api.post('/user/v1/api/member/car/publish', ({ member, body }) =>
    cars.add(member(), body.number, body.plateType, body.licence),
  );
  api.post('/user/v1/api/member/car/secret', ({ member, body }) =>
    cars.setSecret(member(), body.serial, body.secret),
  );
  api.post('/user/v1/api/member/car/remove', ({ member, body }) =>
    cars.remove(member(), body.serial),
  );
  api.post('/user/v1/api/member/car/ocr', ({ member, body }) =>
    uploads.readPlate(member(), body.image),
  );
  api.get('/user/v1/api/member/space/message/list', ({ member, query }) =>
    cars.spaceMessages(member(), query),
  );
}
