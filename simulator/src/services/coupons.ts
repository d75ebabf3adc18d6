import { addDays } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../clock';
import { fail, notFound } from '../http/errors';
import type { CouponRow } from '../repositories/cars';
import type { MemberRow } from '../repositories/members';
import type { Store } from '../repositories/store';
import { pageOf, paging, type PageQuery } from '../util/format';

/** The member's coupons; status is derived (used 1, past its end date 2, otherwise 0). */
export function couponService(store: Store, clock: Clock) {
  const { coupons } = store;

  const coupon = (row: CouponRow & { status: number }): Schemas['Coupon'] => ({
    serial: row.serial,
    name: row.name,
    type: row.type === 2 ? 2 : 1,
    amount: row.amount,
    discount: row.discount,
    minCost: row.min_cost,
    status: row.status as Schemas['CouponStatus'],
    startDate: row.start_date,
    endDate: row.end_date,
  });

  function show(member: MemberRow, serial: string) {
    const row = coupons.bySerial(member.id, serial, clock.today());
    if (!row) throw notFound('coupon');
    return coupon(row);
  }

  return {
    show,

    list(member: MemberRow, query: { type?: 1 | 2; status?: 0 | 1 | 2 } & PageQuery) {
      const page = paging(query);
      const filter = {
        memberId: member.id,
        today: clock.today(),
        type: query.type ?? null,
        status: query.status ?? null,
      };
      return pageOf(
        coupons.list({ ...filter, limit: page.limit, offset: page.offset }).map(coupon),
        coupons.count(filter),
        page,
      );
    },

    stats: (member: MemberRow) => coupons.stats(member.id, clock.today()),

    /** A redemption code becomes a coupon once (codes are not case sensitive). */
    convert(member: MemberRow, rawCode: string) {
      const code = rawCode.trim().toUpperCase();
      const redemption = coupons.code(code);
      if (!redemption || redemption.used_by !== null) throw fail('couponCodeInvalid');
      const today = clock.today();
      const id = store.transaction(() => {
        if (!coupons.useCode(code, member.id, clock.nowMs())) throw fail('couponCodeInvalid');
        return coupons.insert({
          serial: null,
          memberId: member.id,
          name: redemption.name,
          type: 1,
          amount: redemption.amount,
          discount: 0,
          minCost: redemption.min_cost,
          startDate: today,
          endDate: addDays(today, redemption.days - 1),
          createdAt: clock.nowMs(),
        });
      });
      return coupon(coupons.byId(id, today)!);
    },

    clearExpired: (member: MemberRow) => ({
      removed: coupons.clearExpired(member.id, clock.today()),
    }),
  };
}

export type CouponService = ReturnType<typeof couponService>;
