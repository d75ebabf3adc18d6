import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export type LeaveStayOutcome = 'resumed' | 'paid' | 'gone';

export interface LeaveStayRow {
  order_id: number;
  marked_at: number;
  resolved_at: number | null;
  outcome: LeaveStayOutcome | null;
}

/** Cars the console says stay at their space after leave now (migration 009). */
export function leaveStayRepository(db: Db) {
  const s = onFirstUse(db, {
    mark: () =>
      db.prepare(
        `INSERT INTO leave_stays (order_id, marked_at) VALUES (@orderId, @at)
       ON CONFLICT (order_id) DO NOTHING`,
      ),
    byOrder: () => db.prepare('SELECT * FROM leave_stays WHERE order_id = @orderId'),
    pending: () =>
      db.prepare('SELECT * FROM leave_stays WHERE resolved_at IS NULL ORDER BY order_id'),
    resolve: () =>
      db.prepare(
        `UPDATE leave_stays SET resolved_at = @at, outcome = @outcome
       WHERE order_id = @orderId AND resolved_at IS NULL`,
      ),
    /** When the member who left the order pressed leave now (the action app records for it). */
    leftAt: () =>
      db
        .prepare(
          `SELECT a.created_at FROM member_actions a JOIN orders o ON a.detail = o.book_code
         WHERE o.id = @orderId AND a.action = 'leave' ORDER BY a.created_at DESC LIMIT 1`,
        )
        .pluck(),
    /** The order parks again from its original start: its bill is worked out live once more. */
    reopen: () =>
      db.prepare(
        `UPDATE orders SET status = 0, finish_at = NULL, minutes = 0, ncash = 0, cash = 0, coupon = 0,
         coupon_tag = '', pay_at = NULL, paytype = NULL
       WHERE id = @orderId AND status IN (9, 22)`,
      ),
  });
  return {
    mark: (orderId: number, at: number) => s.mark.run({ orderId, at }).changes === 1,
    byOrder: (orderId: number) => s.byOrder.get({ orderId }) as LeaveStayRow | undefined,
    pending: () => s.pending.all() as LeaveStayRow[],
    resolve: (orderId: number, at: number, outcome: LeaveStayOutcome) =>
      s.resolve.run({ orderId, at, outcome }).changes === 1,
    leftAt: (orderId: number) => s.leftAt.get({ orderId }) as number | undefined,
    reopen: (orderId: number) => s.reopen.run({ orderId }).changes === 1,
  };
}
