import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** A payment the bank took through the pay sheet (see migration 003). */
export interface BankPaymentRow {
  id: number;
  transaction_no: string;
  prepay_id: string;
  pay_order_id: number;
  member_id: number;
  route: string;
  amount: number;
  status: 'received' | 'settled' | 'refunded';
  refund_no: string | null;
  refund_reason: string | null;
  created_at: number;
  done_at: number | null;
}

/** A prepay id handed to the pay sheet for a pay order, and the route it was asked on. */
export interface PrepayRow {
  prepay_id: string;
  pay_order_id: number;
  route: string;
}

/** The bank's side of a pay order: the prepays the pay sheet got and the payments it took. */
export function bankPaymentRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO bank_payments (transaction_no, prepay_id, pay_order_id, member_id, route, amount, created_at)
       VALUES (@transactionNo, @prepayId, @payOrderId, @memberId, @route, @amount, @createdAt)`,
      ),
    byId: () => db.prepare('SELECT * FROM bank_payments WHERE id = @id'),
    ofPrepay: () => db.prepare('SELECT * FROM bank_payments WHERE prepay_id = @prepayId'),
    received: () =>
      db.prepare(
        `SELECT * FROM bank_payments WHERE status = 'received'
         AND (@payOrderId IS NULL OR pay_order_id = @payOrderId) ORDER BY id`,
      ),
    settle: () =>
      db.prepare(
        `UPDATE bank_payments SET status = 'settled', done_at = @at WHERE id = @id AND status = 'received'`,
      ),
    refund: () =>
      db.prepare(
        `UPDATE bank_payments SET status = 'refunded', refund_no = @refundNo, refund_reason = @reason,
         done_at = @at WHERE id = @id AND status = 'received'`,
      ),
    all: () =>
      db.prepare(
        `SELECT b.*, p.pay_code FROM bank_payments b JOIN pay_orders p ON p.id = b.pay_order_id
       ORDER BY b.id DESC LIMIT @limit`,
      ),
    insertPrepay: () =>
      db.prepare(
        `INSERT INTO prepays (prepay_id, pay_order_id, route, created_at)
       VALUES (@prepayId, @payOrderId, @route, @createdAt)`,
      ),
    prepay: () => db.prepare('SELECT * FROM prepays WHERE prepay_id = @prepayId'),
  });
  return {
    insert: (p: {
      transactionNo: string;
      prepayId: string;
      payOrderId: number;
      memberId: number;
      route: string;
      amount: number;
      createdAt: number;
    }) => Number(s.insert.run(p).lastInsertRowid),
    byId: (id: number) => s.byId.get({ id }) as BankPaymentRow | undefined,
    ofPrepay: (prepayId: string) => s.ofPrepay.get({ prepayId }) as BankPaymentRow | undefined,
    /** Bank payments whose notification has not been handled (of one pay order, or all). */
    received: (payOrderId: number | null = null) =>
      s.received.all({ payOrderId }) as BankPaymentRow[],
    settle: (id: number, at: number) => s.settle.run({ id, at }).changes === 1,
    refund: (id: number, refundNo: string, reason: string, at: number) =>
      s.refund.run({ id, refundNo, reason, at }).changes === 1,
    all: (limit: number) => s.all.all({ limit }) as (BankPaymentRow & { pay_code: string })[],
    insertPrepay: (p: { prepayId: string; payOrderId: number; route: string; createdAt: number }) =>
      s.insertPrepay.run(p),
    prepay: (prepayId: string) => s.prepay.get({ prepayId }) as PrepayRow | undefined,
  };
}
