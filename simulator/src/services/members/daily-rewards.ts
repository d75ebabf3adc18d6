import type { Clock } from '../../clock';
import { dailyRewardRepository, type DailyReward } from '../../repositories/members/daily-rewards';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';

/**
 * Once-a-day rewards (the day sign, the wheel's free spin, the quiz's integral) belong to the
 * person, known by their phone, and to the China day of the simulator clock: not to the member row.
 * A closed account's phone signing in again the same day, or a phone merged into another account,
 * finds the day's rewards taken already. A member row that changed its phone keeps its own claims.
 */
export function dailyRewardService(store: Store, clock: Clock) {
  const repo = dailyRewardRepository(store.db);
  const keyOf = (member: MemberRow, reward: DailyReward, day = clock.today()) => ({
    day,
    reward,
    // A signed-in member always has a phone; a row without one can only match by its id.
    phone: member.phone ?? `member:${member.id}`,
    memberId: member.id,
  });

  return {
    taken: (member: MemberRow, reward: DailyReward) => repo.taken(keyOf(member, reward)),

    /** Inside the reward's transaction: true when this call took it, false when it was taken. */
    take(member: MemberRow, reward: DailyReward): boolean {
      const key = keyOf(member, reward);
      if (repo.taken(key)) return false;
      return repo.take({ ...key, createdAt: clock.nowMs() });
    },

    /**
     * A merge makes two rows one person, inside its transaction: what either took today counts as
     * taken by both phones (the closing one may sign in again as a new account). Answers what the
     * closing row got from the rewards both had taken today, the second of each day, which the
     * merge must not move: integral and coupons.
     */
    unite(survivor: MemberRow, closing: MemberRow, signIntegral: number) {
      const day = clock.today();
      const now = clock.nowMs();
      const theirs = repo.ofMember(closing.id, day);
      const ours = repo.ofMember(survivor.id, day);
      const kept = { integral: 0, couponIds: [] as number[] };
      for (const reward of theirs) {
        const key = keyOf(survivor, reward, day);
        if (!repo.taken(key)) {
          repo.take({ ...key, createdAt: now });
          continue;
        }
        if (reward === 'sign') kept.integral += signIntegral;
        if (reward === 'quiz') kept.integral += repo.quizGainedOn(closing.id, day);
        if (reward === 'freeSpin') {
          const spin = repo.freeSpinOn(closing.id, day);
          kept.integral += spin.integral;
          kept.couponIds.push(...spin.coupons);
        }
      }
      for (const reward of ours) {
        repo.take({ ...keyOf(closing, reward, day), memberId: survivor.id, createdAt: now });
      }
      return kept;
    },

    /** A second day's coupon prize stays on the closing account (after its coupons moved). */
    keepCoupons(couponIds: number[], memberId: number) {
      for (const id of couponIds) repo.keepCoupon(id, memberId);
    },
  };
}

export type DailyRewardService = ReturnType<typeof dailyRewardService>;
