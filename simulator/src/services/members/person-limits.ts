import type { Clock } from '../../clock';
import type { MemberRow } from '../../repositories/members/members';
import { personLimitRepository, type DailyReward } from '../../repositories/members/person-limits';
import type { Store } from '../../repositories/store';

/**
 * The one place every once-per-person and once-a-day limit is counted: per person, not per member
 * row. A person is the member rows one phone has had (closed, then signed in again) and the rows a
 * merge made one (`members.person_id`, migration 018), so no close, rejoin or merge takes a limit
 * twice. The limits and their keys (simulator/README.md, "Money rules"):
 * - the day sign, the wheel's free spin and the quiz's integral: once per person and China day;
 * - the wheel's and the blind box's draws (games/prizes.ts `dailyLimit`): per person and China day;
 * - a shop product's per-person `limit` (PRD007 新客洗车体验: 1): the units the person holds in
 *   unpaid orders and vouchers not refunded. A refund the member asks for gives the deal back; the
 *   refund a close makes does not: whoever signs in again with the phone is no new customer.
 * A member row that changes its phone stays the same person; a phone whose account never closed
 * starts a new person (carriers recycle numbers).
 */
export function personLimits(store: Store, clock: Clock) {
  const repo = personLimitRepository(store.db);

  return {
    /** Inside a new member row's transaction: it joins the person of its phone's last closed row. */
    adopt(memberId: number, phone: string) {
      repo.setPerson(memberId, repo.personOfPhone(phone) ?? memberId);
    },

    rewardTaken: (member: MemberRow, reward: DailyReward) =>
      repo.rewardTaken({ personId: member.person_id, day: clock.today(), reward }),

    /** Inside the reward's transaction: true when this call took it, false when it was taken. */
    takeReward(member: MemberRow, reward: DailyReward): boolean {
      const day = clock.today();
      if (repo.rewardTaken({ personId: member.person_id, day, reward })) return false;
      return repo.takeReward({ memberId: member.id, day, reward, createdAt: clock.nowMs() });
    },

    /** The person's draws of a game today, and how many were free. */
    drawsToday: (member: MemberRow, game: string) =>
      repo.draws(member.person_id, game, clock.today()),

    /** Units of a product the person has (unpaid orders, vouchers not refunded but by a close). */
    unitsHeld: (member: MemberRow, productId: number) =>
      repo.unitsHeld(member.person_id, productId),

    /**
     * A merge makes two people one, inside its transaction: from now on every limit counts them
     * together (the closing phone signing in again finds the survivor's). Answers what the closing
     * row got from the rewards both had taken today, the second of each day, which the merge must
     * not move: integral and coupons.
     */
    unite(survivor: MemberRow, closing: MemberRow, signIntegral: number) {
      const day = clock.today();
      const kept = { integral: 0, couponIds: [] as number[] };
      for (const reward of repo.rewardsOfMember(closing.id, day)) {
        const twice = repo.rewardTaken({
          personId: survivor.person_id,
          day,
          reward,
          except: closing.id,
        });
        if (!twice) continue;
        if (reward === 'sign') kept.integral += signIntegral;
        if (reward === 'quiz') kept.integral += repo.quizGainedOn(closing.id, day);
        if (reward === 'freeSpin') {
          const spin = repo.freeSpinOn(closing.id, day);
          kept.integral += spin.integral;
          kept.couponIds.push(...spin.coupons);
        }
      }
      if (closing.person_id !== survivor.person_id) {
        repo.joinPerson(closing.person_id, survivor.person_id);
      }
      return kept;
    },

    /** A second day's coupon prize stays on the closing account (after its coupons moved). */
    keepCoupons(couponIds: number[], memberId: number) {
      for (const id of couponIds) repo.keepCoupon(id, memberId);
    },
  };
}

export type PersonLimits = ReturnType<typeof personLimits>;
