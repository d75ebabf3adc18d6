import { addDays, AREAS } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail, notFound } from '../../http/errors';
import { couponName } from '../../i18n/catalogue';
import type { Language } from '../../i18n/messages';
import type { CouponSource, CouponView } from '../../repositories/members/cars';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { pageOf, paging, type PageQuery } from '../../util/format';
import { PAY_HOLD_MS } from '../pay-orders/holds';

/** A parking coupon to give a member: amount off, minimum spend, validity and area. */
export interface CouponGrant {
  /** Its name as the member sees it (the operator's words, Chinese). */
  name: string;
  /** Fen off the parking fee. */
  amount: number;
  /** The least parking fee (fen) it applies to; 0 for any. */
  minSpend: number;
  /** Valid from today for this many days, today included. */
  validDays: number;
  /** County code it is limited to (e.g. 533103 Mangshi), or null for anywhere. */
  area: string | null;
  source: CouponSource;
}

/** What a grant returns: the new coupon's row id and serial, and its dates. */
export interface GrantedCoupon {
  id: number;
  serial: string;
  startDate: string;
  endDate: string;
}

const AREA_CODES: readonly string[] = Object.values(AREAS);

/**
 * Gives a member a parking coupon (seed, code conversion, a game prize). It runs inside the
 * caller's transaction when there is one (the prize and its record commit together). A grant that
 * makes no sense is a programming error, thrown as such (never a half-made coupon).
 */
export function grantCoupon(
  store: Store,
  memberId: number,
  grant: CouponGrant,
  clock: Pick<Clock, 'today' | 'nowMs'>,
): GrantedCoupon {
  const { amount, minSpend, validDays, area } = grant;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('coupon amount');
  if (!Number.isSafeInteger(minSpend) || minSpend < 0) throw new RangeError('coupon minSpend');
  if (!Number.isSafeInteger(validDays) || validDays < 1) throw new RangeError('coupon validDays');
  if (area !== null && !AREA_CODES.includes(area)) throw new RangeError('coupon area');
  if (!grant.name.trim()) throw new RangeError('coupon name');
  const today = clock.today();
  const startDate = today;
  const endDate = addDays(today, validDays - 1);
  return store.transaction(() => {
    const id = store.coupons.insert({
      serial: null,
      memberId,
      name: grant.name.trim(),
      type: 1,
      amount,
      discount: 0,
      minCost: minSpend,
      startDate,
      endDate,
      createdAt: clock.nowMs(),
      area,
      source: grant.source,
    });
    const row = store.coupons.byId(id, today)!;
    return { id, serial: row.serial, startDate, endDate };
  });
}

/** The member's coupons; status is derived (used 1, past its end date 2, otherwise 0). */
export function couponService(store: Store, clock: Clock) {
  const { coupons } = store;

  const coupon = (row: CouponView, language: Language = 'zh'): Schemas['Coupon'] => ({
    serial: row.serial,
    name: couponName(language, row.name),
    type: row.type === 2 ? 2 : 1,
    amount: row.amount,
    discount: row.discount,
    minCost: row.min_cost,
    status: row.status as Schemas['CouponStatus'],
    startDate: row.start_date,
    endDate: row.end_date,
    area: (row.area as Schemas['AreaCode'] | null) ?? null,
    held: row.held === 1,
  });

  // A coupon held by a pay order whose hold lapsed reads free: close lapsed pay orders first.
  const closeLapsed = () => store.payOrders.closeLapsed(clock.nowMs() - PAY_HOLD_MS);

  function show(member: MemberRow, serial: string, language: Language = 'zh') {
    closeLapsed();
    const row = coupons.bySerial(member.id, serial, clock.today());
    if (!row) throw notFound('coupon');
    return coupon(row, language);
  }

  return {
    show,

    list(
      member: MemberRow,
      query: { type?: 1 | 2; status?: 0 | 1 | 2 } & PageQuery,
      language: Language = 'zh',
    ) {
      closeLapsed();
      const page = paging(query);
      const filter = {
        memberId: member.id,
        today: clock.today(),
        type: query.type ?? null,
        status: query.status ?? null,
      };
      return pageOf(
        coupons
          .list({ ...filter, limit: page.limit, offset: page.offset })
          .map((row) => coupon(row, language)),
        coupons.count(filter),
        page,
      );
    },

    stats: (member: MemberRow) => coupons.stats(member.id, clock.today()),

    /** A redemption code becomes a coupon once (codes are not case sensitive). */
    convert(member: MemberRow, rawCode: string, language: Language = 'zh') {
      const code = rawCode.trim().toUpperCase();
      const redemption = coupons.code(code);
      if (!redemption || redemption.used_by !== null) throw fail('couponCodeInvalid');
      const { id } = store.transaction(() => {
        if (!coupons.useCode(code, member.id, clock.nowMs())) throw fail('couponCodeInvalid');
        return grantCoupon(
          store,
          member.id,
          {
            name: redemption.name,
            amount: redemption.amount,
            minSpend: redemption.min_cost,
            validDays: redemption.days,
            area: null,
            source: 'convert',
          },
          clock,
        );
      });
      return coupon(coupons.byId(id, clock.today())!, language);
    },

    clearExpired: (member: MemberRow) => ({
      removed: coupons.clearExpired(member.id, clock.today()),
    }),
  };
}

export type CouponService = ReturnType<typeof couponService>;
