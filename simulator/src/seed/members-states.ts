import { addDays, DAY_MS, MINUTE_MS } from '@dehong/api-spec/domain';
import type { PlateType } from '@dehong/api-spec';
import { badRequest } from '../http/errors';
import { abuseRepository } from '../repositories/auth/abuse';
import { memberSeedRepository } from '../repositories/seed/members';
import { LOGIN_KEY_TTL_MS, SMS_CODE_TTL_MS, SMS_RESEND_MS } from '../services/auth/sso';
import { type StateContext } from './context';

/** A 1x1 PNG: what "uploaded image" stores (the upload sniffs the type from these bytes). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A 5-yuan parking coupon of the member's, valid from `start` to `end`. */
function fiveYuanCoupon(memberId: number, startDate: string, endDate: string, createdAt: number) {
  return {
    serial: null,
    memberId,
    name: '停车抵扣券5元',
    type: 1,
    amount: 500,
    discount: 0,
    minCost: 0,
    startDate,
    endDate,
    createdAt,
  };
}

/** Members and their sign-in, money, coupons, integral, messages and cars. */
export function memberStates({ db, store, services, rows, now, today, member }: StateContext) {
  const seedRows = memberSeedRepository(db);

  /** The login code `code` sent to `phone` `secondsAgo` ago, unused, no wrong attempts. */
  function sentCode(phone: string, code: string, secondsAgo: number) {
    const sentAt = now() - secondsAgo * 1000;
    store.transaction(() => {
      store.sms.supersede(phone);
      store.sms.insert({ phone, code, sentAt, expiresAt: sentAt + SMS_CODE_TTL_MS });
      store.sms.saveGuard(phone, 0, null);
    });
  }

  return {
    /** A fresh session: `{ token, refreshToken }`; requests carry `Authorization: Bearer <token>`. */
    loggedIn(phone: string) {
      const session = services.sso.sessionFor(phone);
      return { token: session.access_token, refreshToken: session.refresh_token };
    },

    revokeAccessToken(token: string) {
      store.tokens.revoke(token.replace(/^Bearer\s+/i, ''), now());
    },

    loginKey(key: string) {
      store.keys.insertLoginKey(key, now() + LOGIN_KEY_TTL_MS);
    },

    /** The login code `code` sent to `phone` `secondsAgo` ago, unused, no wrong attempts. */
    smsCode(phone: string, code: string, secondsAgo = 5) {
      member(phone);
      sentCode(phone, code, secondsAgo);
    },

    /** A code sent to a phone, without creating its member (the phone change's new phone). */
    smsCodeToNewPhone(phone: string, code: string) {
      if (seedRows.phoneTaken(phone)) throw badRequest(`a member has phone ${phone} already`);
      sentCode(phone, code, 5);
    },

    /** Nothing sent to the phone within the last minute, and it is not locked. */
    smsNotSentRecently(phone: string) {
      seedRows.ageSmsCodes(phone, now() - SMS_RESEND_MS - 1000);
      store.sms.saveGuard(phone, 0, null);
    },

    /** Wrong codes spent the phone's code two minutes ago: its next code needs a captcha. */
    captchaRequired(phone: string) {
      member(phone);
      sentCode(phone, '000000', 120);
      store.transaction(() => {
        store.sms.supersede(phone);
        abuseRepository(db).requireCaptcha(phone);
      });
    },

    chatCode(code: string, phone: string) {
      member(phone);
      services.sso.issueChatCode(phone, code);
    },

    balance(phone: string, fen: number) {
      services.funds.setBalance(member(phone).id, fen);
    },

    /** A parking coupon with this serial: {fen} off, any area, 30 days from today. */
    parkingCoupon(phone: string, serial: string, fen: number) {
      const { id } = member(phone);
      seedRows.dropCoupon(serial);
      store.coupons.insert({
        serial,
        memberId: id,
        name: `停车抵扣券${fen / 100}元`,
        type: 1,
        amount: fen,
        discount: 0,
        minCost: 0,
        startDate: today(),
        endDate: addDays(today(), 29),
        createdAt: now(),
      });
    },

    expiredCoupons(phone: string, count: number) {
      const { id } = member(phone);
      for (let index = 0; index < count; index++) {
        store.coupons.insert(
          fiveYuanCoupon(id, addDays(today(), -40), addDays(today(), -10), now()),
        );
      }
    },

    unusedCoupons(phone: string, count: number) {
      const { id } = member(phone);
      for (let index = 0; index < count; index++) {
        store.coupons.insert(fiveYuanCoupon(id, today(), addDays(today(), 30), now()));
      }
    },

    integral(phone: string, integral: number) {
      const row = member(phone);
      store.transaction(() => {
        store.members.addIntegral(row.id, integral - row.integral);
        store.records.insertIntegral({
          memberId: row.id,
          integral: integral - row.integral,
          reason: '停车缴费奖励',
          createdAt: now() - DAY_MS,
        });
      });
    },

    signedToday(phone: string) {
      const { id } = member(phone);
      store.members.setSignDate(id, today());
      store.records.insertIntegral({
        memberId: id,
        integral: 0,
        reason: '每日签到',
        createdAt: now(),
      });
    },

    messages(phone: string, count: number) {
      const { id } = member(phone);
      for (let index = 0; index < count; index++) {
        store.records.insertMessage({
          memberId: id,
          title: '停车提醒',
          content: `您有一条停车消息（${index + 1}）。`,
          createdAt: now() - (count - index) * MINUTE_MS,
        });
      }
    },

    unreadMessage(phone: string, serial: string) {
      rows.insert('messages', {
        member_id: member(phone).id,
        serial,
        title: '缴费成功',
        content: '您的停车费已缴纳。',
        created_at: now() - MINUTE_MS,
      });
    },

    uploadedImage(phone: string, token: string) {
      if (!/^[0-9a-f]{32}$/.test(token)) throw badRequest('params.token must be 32 hex digits');
      const { id: memberId } = member(phone);
      const id = store.uploads.insert({
        memberId,
        name: 'avatar.png',
        mime: 'image/png',
        size: PNG_1X1.length,
        data: PNG_1X1,
        createdAt: now(),
      });
      seedRows.setUploadToken(id, token);
    },

    car(phone: string, serial: string, plate: string, plateType: PlateType) {
      store.cars.insert({
        serial,
        memberId: member(phone).id,
        number: plate,
        plateType,
        createdAt: now(),
      });
    },
  };
}
