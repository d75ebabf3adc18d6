import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import { integralRecordRepository } from '../../repositories/members/integral-records';
import type { Store } from '../../repositories/store';

/**
 * Integral moves only through here (and the day sign and the account merge in members.ts): each
 * change is the member's integral and one integral record in the caller's transaction, so the
 * money audit can hold integral = the sum of the records. A spend never takes it below zero.
 */
export function pointsService(store: Store, clock: Clock) {
  const records = integralRecordRepository(store.db);
  return {
    change(
      memberId: number,
      integral: number,
      reason: string,
      from: { drawId?: number; quizId?: number } = {},
    ) {
      if (integral === 0) return;
      store.transaction(() => {
        const member = store.members.byId(memberId);
        if (!member || member.integral + integral < 0) throw fail('gameNotEnoughIntegral');
        store.members.addIntegral(memberId, integral);
        records.insert({
          memberId,
          integral,
          reason,
          drawId: from.drawId ?? null,
          quizId: from.quizId ?? null,
          createdAt: clock.nowMs(),
        });
      });
    },
  };
}

export type PointsService = ReturnType<typeof pointsService>;
