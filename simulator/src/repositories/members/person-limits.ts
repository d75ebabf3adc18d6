import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export type DailyReward = 'sign' | 'freeSpin' | 'quiz';

/**
 * What the limits counted per person read and write (migration 018): a person is every member row
 * with the same `person_id`, so each count below runs over all of them.
 */
export function personLimitRepository(db: Db) {
  const s = onFirstUse(db, {
    personOfPhone: () =>
      db
        .prepare(
          `SELECT person_id FROM members WHERE closed_phone = @phone
         ORDER BY closed_at DESC, id DESC LIMIT 1`,
        )
        .pluck(),
    setPerson: () => db.prepare('UPDATE members SET person_id = @personId WHERE id = @id'),
    joinPerson: () => db.prepare('UPDATE members SET person_id = @into WHERE person_id = @from'),
    rewardTaken: () =>
      db
        .prepare(
          `SELECT 1 FROM daily_rewards r JOIN members m ON m.id = r.member_id
         WHERE m.person_id = @personId AND r.day = @day AND r.reward = @reward
           AND r.member_id <> @except LIMIT 1`,
        )
        .pluck(),
    takeReward: () =>
      db.prepare(
        `INSERT OR IGNORE INTO daily_rewards (member_id, day, reward, created_at)
       VALUES (@memberId, @day, @reward, @createdAt)`,
      ),
    rewardsOfMember: () =>
      db
        .prepare('SELECT reward FROM daily_rewards WHERE member_id = @memberId AND day = @day')
        .pluck(),
    draws: () =>
      db.prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(d.free), 0) AS free
       FROM game_draws d JOIN members m ON m.id = d.member_id
       WHERE m.person_id = @personId AND d.game = @game AND d.day = @day`,
      ),
    // A unit counts while an unpaid order holds it or its voucher is not refunded (redeemed,
    // unused or expired): money given back gives the deal back.
    unitsHeld: () =>
      db
        .prepare(
          `SELECT COALESCE((SELECT SUM(i.count) FROM shop_order_items i
                  JOIN shop_orders o ON o.id = i.order_id JOIN members m ON m.id = o.member_id
                  WHERE m.person_id = @personId AND o.status = 0 AND i.product_id = @productId), 0)
              + (SELECT COUNT(*) FROM shop_vouchers v JOIN shop_order_items i ON i.id = v.item_id
                  JOIN shop_orders o ON o.id = v.order_id JOIN members m ON m.id = o.member_id
                  WHERE m.person_id = @personId AND i.product_id = @productId
                    AND (v.status <> 2 OR m.closed_at IS NOT NULL))`,
        )
        .pluck(),
    freeSpinOn: () =>
      db.prepare(
        `SELECT COALESCE(SUM(won_integral), 0) AS integral, json_group_array(coupon_id) AS coupons
       FROM game_draws WHERE member_id = @memberId AND day = @day AND free = 1`,
      ),
    quizGainedOn: () =>
      db
        .prepare(
          'SELECT COALESCE(SUM(gained), 0) FROM quiz_days WHERE member_id = @memberId AND day = @day',
        )
        .pluck(),
    keepCoupon: () => db.prepare('UPDATE coupons SET member_id = @memberId WHERE id = @id'),
  });
  type RewardKey = { personId: number; day: string; reward: DailyReward; except?: number };
  return {
    /** The person of the phone's latest closed member row, if it had one. */
    personOfPhone: (phone: string) => s.personOfPhone.get({ phone }) as number | undefined,
    setPerson: (id: number, personId: number) => s.setPerson.run({ id, personId }),
    /** Every row of person `from` becomes person `into`'s. */
    joinPerson: (from: number, into: number) => s.joinPerson.run({ from, into }),
    /** Whether the person took the reward that day (by a row other than `except`, if given). */
    rewardTaken: (key: RewardKey) =>
      s.rewardTaken.get({
        personId: key.personId,
        day: key.day,
        reward: key.reward,
        except: key.except ?? 0,
      }) !== undefined,
    /** Records the reward taken by this member row; false when the row had it already. */
    takeReward: (take: { memberId: number; day: string; reward: DailyReward; createdAt: number }) =>
      s.takeReward.run(take).changes === 1,
    /** The rewards a member row took on a day. */
    rewardsOfMember: (memberId: number, day: string) =>
      s.rewardsOfMember.all({ memberId, day }) as DailyReward[],
    /** The person's draws of a game on a day, and how many were free. */
    draws: (personId: number, game: string, day: string) =>
      s.draws.get({ personId, game, day }) as { total: number; free: number },
    /** Units of a product the person holds: in unpaid orders and vouchers not refunded. */
    unitsHeld: (personId: number, productId: number) =>
      s.unitsHeld.get({ personId, productId }) as number,
    /** What a row's free spins of a day gave: integral and coupons. */
    freeSpinOn(memberId: number, day: string) {
      const row = s.freeSpinOn.get({ memberId, day }) as { integral: number; coupons: string };
      const coupons = (JSON.parse(row.coupons) as (number | null)[]).filter(
        (id): id is number => id !== null,
      );
      return { integral: row.integral, coupons };
    },
    /** The integral a row's quiz of a day awarded. */
    quizGainedOn: (memberId: number, day: string) =>
      s.quizGainedOn.get({ memberId, day }) as number,
    /** A coupon stays with (or goes back to) this member (a merge leaves a second day's prize). */
    keepCoupon: (id: number, memberId: number) => s.keepCoupon.run({ id, memberId }),
  };
}
