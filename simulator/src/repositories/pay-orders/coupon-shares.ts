import type { Db } from '../../db/database';

/** A coupon's deduction shared out over the parking orders a pay order paid (migration 012). */
export function couponShareRepository(db: Db) {
  const shareOut = db.prepare(
    `UPDATE orders SET cash = cash - @share, coupon = coupon + @share, member_coupon = @share,
       coupon_tag = CASE WHEN coupon_tag = '' THEN @name ELSE coupon_tag || '+' || @name END
     WHERE id = @id AND cash >= @share`,
  );
  return {
    /** The order's share of the coupon: false when its cash no longer covers it. */
    shareOut: (share: { id: number; share: number; name: string }) =>
      shareOut.run(share).changes === 1,
  };
}
