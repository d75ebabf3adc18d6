import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** Money paid out to members' chat-app wallets (migration 018). */
export function payoutRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO payouts (member_id, amount, refund_no, ledger_id, fault_id, created_at)
       VALUES (@memberId, @amount, @refundNo, @ledgerId, @faultId, @createdAt)`,
      ),
  });
  return {
    /** A closing account's paid-in money (`ledgerId`) or a closed payer's dispute refund (`faultId`). */
    insert: (p: {
      memberId: number;
      amount: number;
      refundNo: string;
      ledgerId: number | null;
      faultId: number | null;
      createdAt: number;
    }) => s.insert.run(p),
  };
}
