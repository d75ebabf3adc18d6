import type { Principal, Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { apiTime, pageOf, paging, type PageQuery } from '../../util/format';
import type { FundsService } from './funds';
import type { ChargingService } from '../charging/charging';
import { personLimits } from './person-limits';
import { isCleanName, isOwnUploadUrl } from '../../util/text';
import type { Language } from '../../i18n/messages';
import { noticeOf, readMessage, type NoticeKind, type NoticeParams } from '../../i18n/notices';

/** Integral a daily sign-in earns (1000 integral = 1 point on screen). */
export const DAY_SIGN_INTEGRAL = 100;

/** The member: profile, activity log, messages, integral and account-level changes. */
export function memberService(
  store: Store,
  clock: Clock,
  funds: FundsService,
  charging: ChargingService,
) {
  const { members, records } = store;
  const limits = personLimits(store, clock);
  const mergeListeners: ((fromId: number, toId: number) => void)[] = [];

  function recordAction(memberId: number, action: string, detail: string) {
    records.insertAction({ memberId, action, detail, createdAt: clock.nowMs() });
  }

  function info(member: MemberRow): Schemas['MemberInfo'] {
    return {
      serial: String(member.id),
      nickname: member.nickname,
      accountPic: member.account_pic,
      phone: member.phone ?? '',
      promotionCode: member.promotion_code,
      createTime: apiTime(member.created_at),
    };
  }

  function reload(memberId: number): MemberRow {
    const member = members.byId(memberId);
    if (!member) throw notFound('member');
    return member;
  }

  return {
    recordAction,
    info,
    reload,

    /** Told, inside a merge's transaction, of the account merged in (what other domains move). */
    onMerge: (listener: (fromId: number, toId: number) => void) =>
      void mergeListeners.push(listener),

    principal: (member: MemberRow): Principal => ({
      nickname: member.nickname,
      accountPic: member.account_pic,
      phone: member.phone ?? '',
    }),

    /** The member with this phone, or a new one (first login creates the account). */
    findOrCreate(phone: string): MemberRow {
      const existing = members.byPhone(phone);
      if (existing) return existing;
      return store.transaction(() => {
        const id = members.nextId();
        members.insert({
          phone,
          nickname: `车主${phone.slice(-4)}`,
          accountPic: '',
          promotionCode: `DH${String(id).padStart(6, '0')}`,
          createdAt: clock.nowMs(),
        });
        limits.adopt(id, phone);
        return reload(id);
      });
    },

    funds(member: MemberRow): Schemas['MemberFunds'] {
      return {
        funds: member.funds,
        give: member.give,
        coupon: store.coupons.stats(member.id, clock.today()).unused,
        integral: member.integral,
      };
    },

    updateNickname(member: MemberRow, nickname: string) {
      if (!isCleanName(nickname)) throw fail('nicknameInvalid');
      members.setNickname(member.id, nickname.trim() || member.nickname);
      recordAction(member.id, 'profile', 'nickname');
      return info(reload(member.id));
    },

    /** Only a picture the member uploaded here (the image upload's URL), on this origin. */
    updateAvatar(
      member: MemberRow,
      accountPic: string,
      origin: string,
      isMine: (url: string) => boolean,
    ) {
      if (!isOwnUploadUrl(accountPic, origin) || !isMine(accountPic)) {
        throw fail('imageUrlInvalid');
      }
      members.setAvatar(member.id, accountPic);
      recordAction(member.id, 'profile', 'avatar');
      return info(reload(member.id));
    },

    /** The caller proves the new phone with a code sent to it (checked by the caller). */
    updatePhone(member: MemberRow, phone: string) {
      if (phone === member.phone) throw fail('samePhone');
      if (members.byPhone(phone)) throw fail('phoneTaken');
      store.transaction(() => {
        members.setPhone(member.id, phone);
        recordAction(member.id, 'profile', 'phone');
      });
      return info(reload(member.id));
    },

    /**
     * Brings another account's cars, funds, coupons, integral and debts over, then closes it (one
     * transaction). Its running charging session is stopped and billed first, from its own balance,
     * so what it cost leaves with the money; any charging debt moves with the money (parking arrears
     * move with the plates). The two accounts become one person: a once-a-day reward both took
     * today is not moved a second time (its integral, or its coupon, stays on the closed account).
     */
    merge(member: MemberRow, otherPhone: string) {
      const other = members.byPhone(otherPhone);
      if (!other) throw notFound('member');
      if (other.id === member.id) throw fail('mergeSelf');
      store.transaction(() => {
        charging.stopAndBillRunningOf(other.id);
        const kept = limits.unite(member, other, DAY_SIGN_INTEGRAL);
        store.cars.moveAll(other.id, member.id);
        store.coupons.moveAll(other.id, member.id);
        limits.keepCoupons(kept.couponIds, other.id);
        funds.moveAll(other.id, member.id);
        charging.moveUnpaidDebts(other.id, member.id);
        store.payOrders.cancelUnpaidOf(other.id);
        for (const listener of mergeListeners) listener(other.id, member.id);
        const integral = members.byId(other.id)!.integral;
        const moved = Math.max(0, integral - kept.integral);
        if (moved > 0) {
          members.addIntegral(other.id, -moved);
          // Both sides recorded: each member's integral stays the sum of their records.
          records.insertIntegral({
            memberId: other.id,
            integral: -moved,
            reason: '合并转出',
            createdAt: clock.nowMs(),
          });
          members.addIntegral(member.id, moved);
          records.insertIntegral({
            memberId: member.id,
            integral: moved,
            reason: `合并账号 ${otherPhone}`,
            createdAt: clock.nowMs(),
          });
        }
        store.tokens.revokeMember(other.id, clock.nowMs());
        members.close(other.id, clock.nowMs());
        recordAction(member.id, 'merge', otherPhone);
      });
      return info(reload(member.id));
    },

    /** The member's messages, those stored by kind written in the reader's language. */
    messages(member: MemberRow, query: PageQuery, language: Language = 'zh') {
      const page = paging(query);
      const list = records
        .messages({ memberId: member.id, limit: page.limit, offset: page.offset })
        .map((row) => messageOf(row, language));
      return pageOf(list, records.countMessages(member.id), page);
    },

    markMessageRead(member: MemberRow, serial: string, language: Language = 'zh') {
      if (!records.message(member.id, serial)) throw notFound('message');
      records.markRead(member.id, serial);
      return messageOf(records.message(member.id, serial)!, language);
    },

    notify(memberId: number, title: string, content: string) {
      records.insertMessage({ memberId, title, content, createdAt: clock.nowMs() });
    },

    /** A message of a kind (i18n/notices.ts), composed in each reader's language when read. */
    notifyOf(memberId: number, kind: NoticeKind, params: NoticeParams) {
      const { title, content } = noticeOf(kind, 'zh', params);
      records.insertMessage({
        memberId,
        title,
        content,
        kind,
        params: JSON.stringify(params),
        createdAt: clock.nowMs(),
      });
    },

    actions(member: MemberRow, query: PageQuery) {
      const page = paging(query);
      const list = records
        .actions({ memberId: member.id, limit: page.limit, offset: page.offset })
        .map((row) => ({
          serial: String(row.id),
          action: row.action,
          detail: row.detail,
          createTime: apiTime(row.created_at),
        }));
      return pageOf(list, records.countActions(member.id), page);
    },

    integral(member: MemberRow, query: PageQuery) {
      const page = paging(query);
      const list = records
        .integral({ memberId: member.id, limit: page.limit, offset: page.offset })
        .map((row) => ({
          serial: String(row.id),
          integral: row.integral,
          reason: row.reason,
          createTime: apiTime(row.created_at),
        }));
      return pageOf(list, records.countIntegral(member.id), page);
    },

    /** Once per calendar day (China time) per person: a rejoin or a merge does not sign twice. */
    signToday(member: MemberRow): Schemas['DaySign'] {
      const today = clock.today();
      if (member.last_sign_date === today) throw fail('signedToday');
      store.transaction(() => {
        if (!limits.takeReward(member, 'sign')) throw fail('signedToday');
        members.setSignDate(member.id, today);
        members.addIntegral(member.id, DAY_SIGN_INTEGRAL);
        records.insertIntegral({
          memberId: member.id,
          integral: DAY_SIGN_INTEGRAL,
          reason: '每日签到',
          createdAt: clock.nowMs(),
        });
      });
      return { gained: DAY_SIGN_INTEGRAL, integral: reload(member.id).integral, date: today };
    },
  };
}

function messageOf(
  row: {
    serial: string;
    title: string;
    content: string;
    kind?: string | null;
    params?: string | null;
    read: number;
    created_at: number;
  },
  language: Language,
): Schemas['Message'] {
  const { title, content } = readMessage(row, language);
  return {
    serial: row.serial,
    title,
    content,
    read: row.read === 1 ? 1 : 0,
    createTime: apiTime(row.created_at),
  };
}

export type MemberService = ReturnType<typeof memberService>;
