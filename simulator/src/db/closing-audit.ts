/**
 * What a closed account keeps, checked by `auditMoney` with the money invariant (each query lists
 * what breaks its rule): nothing refundable. Its paid-in money went back by its top-ups or to the
 * chat-app wallet, its vouchers were refunded, nothing it ordered is left unpaid; only gift money,
 * integral and coupons end with it. Every payout to a wallet is the one of a close or of a dispute
 * refund whose payer had closed.
 */
export const CLOSING_RULES: [string, string][] = [
  [
    'a closed account holds nothing refundable',
    `SELECT 'closed member ' || m.id || ' holds ' || (m.funds - m.give) || ' fen paid in'
     FROM members m WHERE m.closed_at IS NOT NULL AND m.funds - m.give <> 0
     UNION ALL
     SELECT 'closed member ' || o.member_id || ' holds unused voucher ' || v.code
     FROM shop_vouchers v JOIN shop_orders o ON o.id = v.order_id JOIN members m ON m.id = o.member_id
     WHERE m.closed_at IS NOT NULL AND v.status = 0
     UNION ALL
     SELECT 'closed member ' || o.member_id || ' has unpaid shop order ' || o.serial
     FROM shop_orders o JOIN members m ON m.id = o.member_id
     WHERE m.closed_at IS NOT NULL AND o.status = 0
     UNION ALL
     SELECT 'closed member ' || p.member_id || ' has unpaid pay order ' || p.pay_code
     FROM pay_orders p JOIN members m ON m.id = p.member_id
     WHERE m.closed_at IS NOT NULL AND p.status = 0`,
  ],
  [
    'a recharge keeps its gift when refunded only because its account closed',
    `SELECT 'recharge ' || p.pay_code || ' took back ' || p.gift_back || ' of its gift ' || p.gift ||
            ' (member ' || p.member_id || (CASE WHEN m.closed_at IS NULL THEN ', open' ELSE ', closed' END) || ')'
     FROM pay_orders p JOIN members m ON m.id = p.member_id
     WHERE p.order_type = 'recharge' AND p.status = 2 AND p.gift_back <> p.gift
       AND (p.gift_back <> 0 OR m.closed_at IS NULL)`,
  ],
  [
    "a payout is a closed account's paid-in money or a closed payer's dispute refund, once each",
    `SELECT 'payout ' || w.refund_no || ' of ' || w.amount || ' to member ' || w.member_id ||
            ' does not match its ' || CASE WHEN w.ledger_id IS NOT NULL THEN 'ledger entry' ELSE 'dispute' END
     FROM payouts w JOIN members m ON m.id = w.member_id
     LEFT JOIN funds_ledger l ON l.id = w.ledger_id
     LEFT JOIN order_faults f ON f.id = w.fault_id
     WHERE m.closed_at IS NULL
        OR (w.ledger_id IS NOT NULL AND (l.reason IS NOT 'payout' OR l.amount <> -w.amount
            OR l.give <> 0 OR l.member_id <> w.member_id))
        OR (w.fault_id IS NOT NULL AND (f.status IS NOT 'upheld' OR f.refund_route IS NOT 'wallet'
            OR f.refund <> w.amount OR f.refund_no IS NOT w.refund_no))
     UNION ALL
     SELECT 'ledger entry ' || l.id || ' (payout, ' || l.amount || ') has ' ||
            (SELECT COUNT(*) FROM payouts w WHERE w.ledger_id = l.id) || ' payouts'
     FROM funds_ledger l
     WHERE l.reason = 'payout' AND (SELECT COUNT(*) FROM payouts w WHERE w.ledger_id = l.id) <> 1`,
  ],
];
