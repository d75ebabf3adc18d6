import type { Db } from '../../db/database';

export type DailyReward = 'sign' | 'freeSpin' | 'quiz';

/** Once-a-day rewards taken, per phone and China day (migration 015). */
export function dailyRewardRepository(db: Db) {
  const s = {
    taken: db
      .prepare(
        `SELECT 1 FROM daily_rewards WHERE day = @day AND reward = @reward
           AND (phone = @phone OR member_id = @memberId) LIMIT 1`,
      )
      .pluck(),
    take: db.prepare(
      `INSERT OR IGNORE INTO daily_rewards (day, reward, phone, member_id, created_at)
       VALUES (@day, @reward, @phone, @memberId, @createdAt)`,
    ),
    ofMember: db.prepare(
      'SELECT reward FROM daily_rewards WHERE member_id = @memberId AND day = @day',
    ),
    freeSpinOn: db.prepare(
      `SELECT COALESCE(SUM(won_integral), 0) AS integral, json_group_array(coupon_id) AS coupons
       FROM game_draws WHERE member_id = @memberId AND day = @day AND free = 1`,
    ),
    quizGainedOn: db
      .prepare(
        'SELECT COALESCE(SUM(gained), 0) FROM quiz_days WHERE member_id = @memberId AND day = @day',
      )
      .pluck(),
    keepCoupon: db.prepare('UPDATE coupons SET member_id = @memberId WHERE id = @id'),
  };
  type Key = { day: string; reward: DailyReward; phone: string; memberId: number };
  return {
    /** Whether this phone, or this member row under another phone, took the reward that day. */
    taken: (key: Key) => s.taken.get(key) !== undefined,
    /** Records the reward taken; false when the phone had it already. */
    take: (key: Key & { createdAt: number }) => s.take.run(key).changes === 1,
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
    /** The rewards a member row took on a day. */
    ofMember: (memberId: number, day: string) =>
      (s.ofMember.all({ memberId, day }) as { reward: DailyReward }[]).map((row) => row.reward),
  };
}
