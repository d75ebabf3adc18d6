import type { Db } from '../../db/database';

export interface NewIntegralRecord {
  memberId: number;
  integral: number;
  reason: string;
  drawId: number | null;
  quizId: number | null;
  createdAt: number;
}

/** Integral records of the games (a draw's spend and prize, the quiz's award; migration 013). */
export function integralRecordRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO integral_records (member_id, integral, reason, draw_id, quiz_id, created_at)
     VALUES (@memberId, @integral, @reason, @drawId, @quizId, @createdAt)`,
  );
  return {
    insert: (record: NewIntegralRecord) => insert.run(record),
  };
}
