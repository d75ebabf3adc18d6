import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export type DisputeReason = 'notMyCar' | 'wrongTime' | 'alreadyLeft' | 'other';
export type DisputeStatus = 'open' | 'upheld' | 'rejected';

/** A dispute (an `order_faults` row, migration 007) with the order it contests. */
export interface DisputeRow {
  id: number;
  order_id: number;
  member_id: number;
  reason: DisputeReason;
  content: string;
  /** JSON array of upload tokens (the member's own images). */
  photos: string;
  previous_status: number;
  status: DisputeStatus;
  answer: string;
  pay_order_id: number | null;
  refund: number;
  refund_route: string | null;
  refund_no: string | null;
  ledger_id: number | null;
  created_at: number;
  decided_at: number | null;
  book_code: string;
  serial: string;
  number: string;
  cash: number;
  order_status: number;
}

const WITH_ORDER = `SELECT f.*, o.book_code, o.serial, o.number, o.cash, o.status AS order_status
  FROM order_faults f JOIN orders o ON o.id = f.order_id`;

/** The disputes' SQL, prepared once per database. */
export function disputeRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO order_faults (order_id, member_id, reason, content, photos, previous_status, created_at)
       VALUES (@orderId, @memberId, @reason, @content, @photos, @previousStatus, @createdAt)`,
      ),
    byId: () => db.prepare(`${WITH_ORDER} WHERE f.id = @id`),
    openOfOrder: () =>
      db.prepare(`${WITH_ORDER} WHERE f.order_id = @orderId AND f.status = 'open'`),
    latestOfOrderByMember: () =>
      db.prepare(
        `${WITH_ORDER} WHERE f.order_id = @orderId AND f.member_id = @memberId
       ORDER BY f.id DESC LIMIT 1`,
      ),
    ofMember: () =>
      db.prepare(
        `${WITH_ORDER} WHERE f.member_id = @memberId ORDER BY f.id DESC LIMIT @limit OFFSET @offset`,
      ),
    countOfMember: () =>
      db.prepare('SELECT COUNT(*) FROM order_faults WHERE member_id = @memberId').pluck(),
    ofStatus: () =>
      db.prepare(
        `${WITH_ORDER} WHERE (@status IS NULL OR f.status = @status) ORDER BY f.id DESC LIMIT @limit`,
      ),
    decide: () =>
      db.prepare(
        `UPDATE order_faults SET status = @status, answer = @answer, pay_order_id = @payOrderId,
         refund = @refund, refund_route = @refundRoute, refund_no = @refundNo, ledger_id = @ledgerId,
         decided_at = @decidedAt
       WHERE id = @id AND status = 'open'`,
      ),
    /** The paid pay order that covers an order (at most one: the money audit says so). */
    paidPayOrderOf: () =>
      db.prepare(
        `SELECT p.id, p.member_id, p.paytype, p.pay_route, p.pay_code FROM pay_orders p
       JOIN pay_order_items i ON i.pay_order_id = p.id
       WHERE i.order_id = @orderId AND p.status = 1 AND p.order_type = 'parking'`,
      ),
    /** Gift the pay order's balance debit used, less what dispute refunds gave back already. */
    giftToGiveBack: () =>
      db
        .prepare(
          `SELECT COALESCE((SELECT -SUM(give) FROM funds_ledger WHERE pay_order_id = @payOrderId AND reason = 'pay'), 0)
              - COALESCE((SELECT SUM(give) FROM funds_ledger WHERE pay_order_id = @payOrderId AND reason = 'dispute'), 0)`,
        )
        .pluck(),
    lastLedgerId: () => db.prepare('SELECT MAX(id) FROM funds_ledger').pluck(),
  });
  return {
    insert: (d: {
      orderId: number;
      memberId: number;
      reason: DisputeReason;
      content: string;
      photos: string[];
      previousStatus: number;
      createdAt: number;
    }) => Number(s.insert.run({ ...d, photos: JSON.stringify(d.photos) }).lastInsertRowid),
    byId: (id: number) => s.byId.get({ id }) as DisputeRow | undefined,
    openOfOrder: (orderId: number) => s.openOfOrder.get({ orderId }) as DisputeRow | undefined,
    latestOfOrderByMember: (orderId: number, memberId: number) =>
      s.latestOfOrderByMember.get({ orderId, memberId }) as DisputeRow | undefined,
    ofMember: (memberId: number, page: { limit: number; offset: number }) =>
      s.ofMember.all({ memberId, ...page }) as DisputeRow[],
    countOfMember: (memberId: number) => s.countOfMember.get({ memberId }) as number,
    ofStatus: (status: DisputeStatus | null, limit: number) =>
      s.ofStatus.all({ status, limit }) as DisputeRow[],
    /** Records the decision; false when the dispute was decided meanwhile. */
    decide: (d: {
      id: number;
      status: 'upheld' | 'rejected';
      answer: string;
      payOrderId: number | null;
      refund: number;
      refundRoute: string | null;
      refundNo: string | null;
      ledgerId: number | null;
      decidedAt: number;
    }) => s.decide.run(d).changes === 1,
    paidPayOrderOf: (orderId: number) =>
      s.paidPayOrderOf.get({ orderId }) as
        | {
            id: number;
            member_id: number;
            paytype: string | null;
            pay_route: string | null;
            pay_code: string;
          }
        | undefined,
    giftToGiveBack: (payOrderId: number) => s.giftToGiveBack.get({ payOrderId }) as number,
    lastLedgerId: () => s.lastLedgerId.get() as number,
  };
}
