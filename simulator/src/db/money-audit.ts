import { AUTO_PAY_RULES } from './auto-pay-audit';
import { CLOSING_RULES } from './closing-audit';
import { INVOICE_RULES } from './invoice-audit';
import type { Db } from './database';

export interface MoneyAudit {
  ok: boolean;
  violations: string[];
}

/** Each query lists what breaks one rule of the money invariant (empty when it holds). */
const RULES: [string, string][] = [
  [
    'funds equal the sum of the member ledger',
    `SELECT 'member ' || m.id || ': funds ' || m.funds || '/' || m.give || ' but ledger ' ||
            COALESCE(SUM(l.amount), 0) || '/' || COALESCE(SUM(l.give), 0)
     FROM members m LEFT JOIN funds_ledger l ON l.member_id = m.id
     GROUP BY m.id HAVING m.funds <> COALESCE(SUM(l.amount), 0) OR m.give <> COALESCE(SUM(l.give), 0)`,
  ],
  [
    'a completed order with something to pay was paid by exactly one paid pay order',
    `SELECT 'order ' || o.id || ' (status 9, cash ' || o.cash || ') is in ' ||
            (SELECT COUNT(*) FROM pay_order_items i JOIN pay_orders p ON p.id = i.pay_order_id
             WHERE i.order_id = o.id AND p.status = 1) || ' paid pay orders'
     FROM orders o WHERE o.status = 9 AND o.cash + o.member_coupon > 0 AND
       (SELECT COUNT(*) FROM pay_order_items i JOIN pay_orders p ON p.id = i.pay_order_id
        WHERE i.order_id = o.id AND p.status = 1) <> 1`,
  ],
  [
    'a paid parking pay order covers completed orders adding up to its price (cash paid + coupon)',
    `SELECT 'pay order ' || p.pay_code || ': sum_cost ' || p.sum_cost || ' (coupon ' || p.coupon ||
            ') but orders ' || COALESCE(SUM(o.cash), 0) || ' + coupon ' || COALESCE(SUM(o.member_coupon), 0) ||
            ', ' || SUM(o.status <> 9) || ' not completed'
     FROM pay_orders p JOIN pay_order_items i ON i.pay_order_id = p.id JOIN orders o ON o.id = i.order_id
     WHERE p.order_type = 'parking' AND p.status = 1
     GROUP BY p.id HAVING p.sum_cost <> COALESCE(SUM(o.cash + o.member_coupon), 0)
       OR p.coupon <> COALESCE(SUM(o.member_coupon), 0) OR SUM(o.status <> 9 AND NOT (o.status = -9
       AND EXISTS (SELECT 1 FROM order_faults f WHERE f.order_id = o.id AND f.status = 'upheld'
                   AND f.pay_order_id = p.id))) > 0`,
  ],
  [
    'a pay order costs its price plus service less coupon',
    `SELECT 'pay order ' || pay_code || ': cost ' || cost || ' <> ' || sum_cost || ' + ' || service || ' - ' || coupon
     FROM pay_orders WHERE cost <> sum_cost + service - coupon`,
  ],
  // Coupons: a member's parking coupon takes money off one parking pay order, once.
  [
    // A closed pay order's coupon may have gone to a later pay order (it was freed).
    "a pay order's coupon is one coupon of the member's it names, worth at least that, used iff paid",
    `SELECT 'pay order ' || p.pay_code || ' (' || p.order_type || ', status ' || p.status || ', sum ' ||
            p.sum_cost || ') took ' || p.coupon || ' off with ' || COUNT(c.id) || ' coupons (' ||
            COALESCE(GROUP_CONCAT(c.serial || ': ' || c.amount || ' off from ' || c.min_cost ||
                     ', used ' || c.used), '-') || ')'
     FROM pay_orders p LEFT JOIN coupons c ON c.pay_order_id = p.id
     WHERE p.order_type <> 'vipCard'
     GROUP BY p.id
     HAVING (p.coupon > 0 AND (p.order_type <> 'parking' OR COUNT(c.id) > 1
                               OR (COUNT(c.id) = 0 AND p.status <> -1)
                               OR MAX(c.type) <> 1 OR p.coupon > MAX(c.amount)
                               OR p.sum_cost < MAX(c.min_cost)))
         OR (p.coupon = 0 AND COUNT(c.id) > 0)
         OR (p.status IN (1, 2) AND COALESCE(SUM(c.used), 0) <> COUNT(c.id))
         OR (p.status NOT IN (1, 2) AND COALESCE(SUM(c.used), 0) > 0)`,
  ],
  [
    'a used coupon was used by a paid pay order (or before the records began: seeded)',
    `SELECT 'coupon ' || c.serial || ' is used by ' || COALESCE(p.pay_code, 'no pay order') ||
            ' (status ' || COALESCE(p.status, '-') || ', source ' || c.source || ')'
     FROM coupons c LEFT JOIN pay_orders p ON p.id = c.pay_order_id
     WHERE c.used = 1 AND (CASE WHEN c.pay_order_id IS NULL THEN c.source <> 'seed'
                                ELSE p.status NOT IN (1, 2) OR c.used_at IS NULL END)`,
  ],
  [
    "a card purchase's coupon is the spec's 10% of its price, or nothing",
    `SELECT 'card order ' || pay_code || ': coupon ' || coupon || ' of ' || sum_cost
     FROM pay_orders WHERE order_type = 'vipCard'
       AND coupon NOT IN (0, CAST(ROUND(sum_cost * 10 / 100.0) AS INTEGER))`,
  ],
  [
    'a balance payment is exactly one ledger debit of its cost; nothing else is debited for pay',
    `SELECT 'pay order ' || p.pay_code || ' (' || COALESCE(p.paytype, 'unpaid') || ') has pay debits ' ||
            COALESCE(SUM(l.amount), 0) || ' in ' || COUNT(l.id) || ' entries'
     FROM pay_orders p LEFT JOIN funds_ledger l ON l.pay_order_id = p.id AND l.reason = 'pay'
     GROUP BY p.id
     HAVING (p.status IN (1, 2) AND p.paytype = 'balance' AND (COUNT(l.id) <> 1 OR SUM(l.amount) <> -p.cost))
         OR ((p.status NOT IN (1, 2) OR p.paytype <> 'balance') AND COUNT(l.id) > 0)`,
  ],
  [
    'a paid recharge credits its amount and gift once; an unpaid one credits nothing',
    `SELECT 'recharge ' || p.pay_code || ' (status ' || p.status || ') credited ' ||
            COALESCE(SUM(l.amount), 0) || ' in ' || COUNT(l.id) || ' entries'
     FROM pay_orders p LEFT JOIN funds_ledger l ON l.pay_order_id = p.id AND l.reason = 'recharge'
     WHERE p.order_type = 'recharge'
     GROUP BY p.id
     HAVING (p.status IN (1, 2) AND (COUNT(l.id) <> 1 OR SUM(l.amount) <> p.sum_cost + p.gift))
         OR (p.status NOT IN (1, 2) AND COUNT(l.id) > 0)`,
  ],
  [
    'a refunded recharge took back the gift and the paid-in money it records, in one entry',
    `SELECT 'pay order ' || p.pay_code || ' (status ' || p.status || ', refund ' || p.refund || ', gift ' ||
            p.gift || ', gift back ' || p.gift_back || ') has refund entries ' ||
            COALESCE(SUM(l.amount), 0) || '/' || COALESCE(SUM(l.give), 0) || ' in ' || COUNT(l.id)
     FROM pay_orders p LEFT JOIN funds_ledger l ON l.pay_order_id = p.id AND l.reason = 'refund'
     GROUP BY p.id
     HAVING (p.order_type = 'recharge' AND p.status = 2
             AND (COUNT(l.id) <> 1 OR SUM(l.amount) <> -(p.refund + p.gift_back)
                  OR SUM(l.give) <> -p.gift_back OR p.refund > p.sum_cost OR p.gift_back > p.gift))
         OR ((p.order_type <> 'recharge' OR p.status <> 2) AND COUNT(l.id) > 0)
         OR (p.status <> 2 AND (p.refund <> 0 OR p.gift_back <> 0))`,
  ],
  [
    'no wallet gains from a refund',
    `SELECT 'ledger entry ' || id || ' (refund) adds ' || amount || '/' || give
     FROM funds_ledger WHERE reason = 'refund' AND (amount > 0 OR give > 0)`,
  ],
  [
    'per member, gift granted = gift spent + gift taken back + gift held',
    `SELECT 'member ' || m.id || ': granted ' || g.granted || ' + moved ' || g.moved || ' but spent ' ||
            g.spent || ' + taken back ' || g.taken || ' + held ' || m.give
     FROM members m JOIN (
       SELECT m2.id,
         (SELECT COALESCE(SUM(p.gift), 0) FROM pay_orders p
          WHERE p.member_id = m2.id AND p.order_type = 'recharge' AND p.status IN (1, 2)) AS granted,
         (SELECT COALESCE(SUM(p.gift_back), 0) FROM pay_orders p
          WHERE p.member_id = m2.id AND p.order_type = 'recharge' AND p.status = 2) AS taken,
         (SELECT COALESCE(-SUM(l.give), 0) FROM funds_ledger l
          WHERE l.member_id = m2.id AND l.reason IN ('pay', 'charging', 'dispute', 'shopRefund')) AS spent,
         (SELECT COALESCE(SUM(l.give), 0) FROM funds_ledger l
          WHERE l.member_id = m2.id AND l.reason IN ('opening', 'merge')) AS moved
       FROM members m2
     ) g ON g.id = m.id
     WHERE g.granted + g.moved <> g.spent + g.taken + m.give`,
  ],
  [
    'an upheld dispute of a paid order refunded its cash once, to where it was paid from',
    `SELECT 'dispute ' || f.id || ' of order ' || o.id || ' (status ' || o.status || ', cash ' || o.cash ||
            ') refunded ' || f.refund || ' to ' || COALESCE(f.refund_route, '-') || ' for ' ||
            COALESCE(p.pay_code, '-') || ' (' || COALESCE(p.paytype, '-') || ')'
     FROM order_faults f JOIN orders o ON o.id = f.order_id LEFT JOIN pay_orders p ON p.id = f.pay_order_id
     LEFT JOIN funds_ledger l ON l.id = f.ledger_id
     WHERE (f.status <> 'upheld' OR f.pay_order_id IS NULL)
           AND (f.refund <> 0 OR f.refund_route IS NOT NULL OR f.ledger_id IS NOT NULL OR f.pay_order_id IS NOT NULL)
        OR f.status = 'upheld' AND f.pay_order_id IS NOT NULL AND (
             o.status <> -9 OR f.refund <> o.cash OR p.status <> 1 OR p.order_type <> 'parking'
          OR NOT EXISTS (SELECT 1 FROM pay_order_items i WHERE i.pay_order_id = p.id AND i.order_id = o.id)
          OR (p.paytype = 'balance' AND f.refund_route = 'balance' AND (l.id IS NULL
               OR l.reason <> 'dispute' OR l.amount <> f.refund OR l.member_id <> p.member_id
               OR l.pay_order_id <> p.id))
          OR (p.paytype = 'balance' AND f.refund_route = 'wallet' AND (f.ledger_id IS NOT NULL
               OR f.refund_no IS NULL OR NOT EXISTS (SELECT 1 FROM payouts w WHERE w.fault_id = f.id
                 AND w.amount = f.refund AND w.refund_no = f.refund_no AND w.member_id = p.member_id)))
          OR (p.paytype = 'balance' AND f.refund_route NOT IN ('balance', 'wallet'))
          OR (p.paytype <> 'balance' AND (f.refund_route IS NOT p.paytype OR f.refund_no IS NULL
               OR f.ledger_id IS NOT NULL)))
     UNION ALL
     SELECT 'ledger entry ' || l.id || ' (dispute, ' || l.amount || '/' || l.give || ') is not the refund of one upheld dispute'
     FROM funds_ledger l WHERE l.reason = 'dispute' AND (l.amount <= 0 OR l.give < 0 OR l.give > l.amount
       OR (SELECT COUNT(*) FROM order_faults f WHERE f.ledger_id = l.id AND f.status = 'upheld') <> 1)
     UNION ALL
     SELECT 'pay order ' || p.pay_code || ' gave back ' || SUM(l.amount) || '/' || SUM(l.give) ||
            ' by disputes of cost ' || p.cost
     FROM pay_orders p JOIN funds_ledger l ON l.pay_order_id = p.id AND l.reason = 'dispute'
     GROUP BY p.id HAVING SUM(l.amount) > p.cost OR SUM(l.give) >
       COALESCE((SELECT -SUM(d.give) FROM funds_ledger d WHERE d.pay_order_id = p.id AND d.reason = 'pay'), 0)`,
  ],
  [
    'every bank payment settled exactly one pay order (its transaction) or was refunded to the bank',
    `SELECT 'bank payment ' || b.transaction_no || ' (' || b.status || ') for ' || p.pay_code ||
            ' (status ' || p.status || ', ' || COALESCE(p.paytype, '-') || ' ' || p.transaction_no || ')'
     FROM bank_payments b JOIN pay_orders p ON p.id = b.pay_order_id
     WHERE b.amount <> p.cost
        OR (b.status = 'settled' AND (p.status NOT IN (1, 2) OR p.transaction_no <> b.transaction_no))
        OR (b.status = 'refunded' AND (b.refund_no IS NULL OR p.transaction_no = b.transaction_no))
        OR (b.status = 'received' AND p.transaction_no = b.transaction_no)`,
  ],
  [
    'a pay order settled through the bank names a bank payment only if that payment settled it',
    `SELECT 'pay order ' || p.pay_code || ' is settled by ' || COUNT(b.id) || ' bank payments'
     FROM pay_orders p JOIN bank_payments b ON b.pay_order_id = p.id AND b.status = 'settled'
     GROUP BY p.id HAVING COUNT(b.id) > 1`,
  ],
  [
    'a paid card order granted one membership per plate',
    `SELECT 'card order ' || p.pay_code || ': ' || COUNT(m.id) || ' memberships for ' ||
            json_array_length(p.numbers) || ' plates'
     FROM pay_orders p LEFT JOIN memberships m ON m.pay_order_id = p.id
     WHERE p.order_type = 'vipCard'
     GROUP BY p.id
     HAVING (p.status = 1 AND COUNT(m.id) <> json_array_length(p.numbers)) OR (p.status <> 1 AND COUNT(m.id) > 0)`,
  ],
  [
    "a finished charging order's cost is what the ledger debited plus its debt",
    `SELECT 'charging order ' || c.id || ': cost ' || c.cost || ' but debited ' ||
            COALESCE(-SUM(l.amount), 0) || ' + debt ' || c.debt
     FROM charge_orders c LEFT JOIN funds_ledger l ON l.charge_order_id = c.id
     GROUP BY c.id
     HAVING (c.finish_at IS NOT NULL AND COALESCE(-SUM(l.amount), 0) + c.debt <> c.cost)
         OR (c.finish_at IS NULL AND (COUNT(l.id) > 0 OR c.debt <> 0))`,
  ],
  [
    'a debt is marked paid by exactly one paid charging pay order of its member that adds up',
    `SELECT 'charging pay order ' || p.pay_code || ' (status ' || p.status || ', sum_cost ' || p.sum_cost ||
            ', goods ' || p.goods || ') paid debts ' || COALESCE(SUM(c.debt), 0) || ' of ' ||
            COUNT(c.id) || ' orders'
     FROM pay_orders p LEFT JOIN charge_orders c ON c.debt_pay_order_id = p.id
     WHERE p.order_type = 'charging'
     GROUP BY p.id
     HAVING (p.status = 1 AND (COALESCE(SUM(c.debt), 0) <> p.sum_cost
             OR COUNT(c.id) <> json_array_length('[' || p.goods || ']')
             OR SUM(c.member_id <> p.member_id) > 0
             OR SUM(instr(',' || p.goods || ',', ',' || c.id || ',') = 0) > 0))
         OR (p.status <> 1 AND COUNT(c.id) > 0)
     UNION ALL
     SELECT 'charging order ' || c.id || ' is marked paid by ' || COALESCE(p.pay_code, 'a missing pay order') ||
            ' (' || COALESCE(p.order_type, '-') || ', status ' || COALESCE(p.status, '-') || ')'
     FROM charge_orders c LEFT JOIN pay_orders p ON p.id = c.debt_pay_order_id
     WHERE c.debt_pay_order_id IS NOT NULL AND (c.debt = 0 OR p.order_type IS NOT 'charging')`,
  ],
  // The car-service shop: stock, shop orders, their vouchers and refunds.
  [
    'every unit of a product is on the stock, held by an unpaid order or sold (never oversold)',
    `SELECT 'product ' || p.serial || ': supplied ' || p.supplied || ' but stock ' || p.stock ||
            ' + held ' || h.held || ' + sold ' || h.sold
     FROM products p JOIN (
       SELECT p2.id,
         (SELECT COALESCE(SUM(i.count), 0) FROM shop_order_items i JOIN shop_orders o ON o.id = i.order_id
          WHERE i.product_id = p2.id AND o.status = 0) AS held,
         (SELECT COUNT(*) FROM shop_vouchers v JOIN shop_order_items i ON i.id = v.item_id
          WHERE i.product_id = p2.id AND v.status <> 2) AS sold
       FROM products p2
     ) h ON h.id = p.id
     WHERE p.supplied <> p.stock + h.held + h.sold OR p.stock < 0`,
  ],
  [
    'a shop order costs its items; a paid one has one voucher per unit, an unpaid or closed one none',
    `SELECT 'shop order ' || o.serial || ' (status ' || o.status || ', total ' || o.total || ') has items ' ||
            COALESCE((SELECT SUM(i.price * i.count) FROM shop_order_items i WHERE i.order_id = o.id), 0) ||
            ' fen, ' || COALESCE((SELECT SUM(i.count) FROM shop_order_items i WHERE i.order_id = o.id), 0) ||
            ' units and ' || (SELECT COUNT(*) FROM shop_vouchers v WHERE v.order_id = o.id) || ' vouchers'
     FROM shop_orders o
     WHERE o.total <> COALESCE((SELECT SUM(i.price * i.count) FROM shop_order_items i WHERE i.order_id = o.id), 0)
        OR (SELECT COUNT(*) FROM shop_vouchers v WHERE v.order_id = o.id) <>
           CASE WHEN o.status = 1 THEN (SELECT SUM(i.count) FROM shop_order_items i WHERE i.order_id = o.id) ELSE 0 END`,
  ],
  [
    'a shop order is paid by exactly one paid shop pay order of its member for its total',
    `SELECT 'shop order ' || o.serial || ' (status ' || o.status || ') names pay order ' ||
            COALESCE(p.pay_code, '-') || ' (' || COALESCE(p.order_type, '-') || ', status ' ||
            COALESCE(p.status, '-') || ', sum_cost ' || COALESCE(p.sum_cost, '-') || ')'
     FROM shop_orders o LEFT JOIN pay_orders p ON p.id = o.pay_order_id
     WHERE (o.status = 1 AND (p.id IS NULL OR p.order_type <> 'shop' OR p.status NOT IN (1, 2)
            OR p.goods <> o.serial OR p.member_id <> o.member_id OR p.sum_cost <> o.total))
        OR (o.status <> 1 AND o.pay_order_id IS NOT NULL)
     UNION ALL
     SELECT 'shop pay order ' || p.pay_code || ' (status ' || p.status || ') paid ' ||
            (SELECT COUNT(*) FROM shop_orders o WHERE o.pay_order_id = p.id) || ' shop orders'
     FROM pay_orders p
     WHERE p.order_type = 'shop' AND p.status IN (1, 2)
       AND (SELECT COUNT(*) FROM shop_orders o WHERE o.pay_order_id = p.id) <> 1`,
  ],
  [
    'refunded vouchers gave back their price once, to where the order was paid from',
    `SELECT 'shop order ' || o.serial || ': refund ' || o.refund || ' but refunded vouchers ' ||
            COALESCE(SUM(CASE WHEN v.status = 2 THEN i.price END), 0) || ', total ' || o.total
     FROM shop_orders o LEFT JOIN shop_vouchers v ON v.order_id = o.id LEFT JOIN shop_order_items i ON i.id = v.item_id
     GROUP BY o.id
     HAVING o.refund <> COALESCE(SUM(CASE WHEN v.status = 2 THEN i.price END), 0) OR o.refund > o.total
     UNION ALL
     SELECT 'shop pay order ' || p.pay_code || ' (' || COALESCE(p.paytype, '-') || ', status ' || p.status ||
            ', refund ' || p.refund || ') gave back ' || COALESCE(SUM(l.amount), 0) || '/' ||
            COALESCE(SUM(l.give), 0) || ' to the balance for ' || o.refund || ' refunded'
     FROM pay_orders p JOIN shop_orders o ON o.pay_order_id = p.id
     LEFT JOIN funds_ledger l ON l.pay_order_id = p.id AND l.reason = 'shopRefund'
     GROUP BY p.id
     HAVING (p.paytype = 'balance' AND COALESCE(SUM(l.amount), 0) <> o.refund)
         OR (p.paytype <> 'balance' AND COUNT(l.id) > 0)
         OR COALESCE(SUM(l.give), 0) > COALESCE((SELECT -SUM(d.give) FROM funds_ledger d
                                                 WHERE d.pay_order_id = p.id AND d.reason = 'pay'), 0)
         OR (p.status = 2) <> (o.refund = o.total AND o.total > 0 AND
              NOT EXISTS (SELECT 1 FROM shop_vouchers v WHERE v.order_id = o.id AND v.status <> 2))
         OR (p.status = 2 AND (p.refund <> o.refund OR p.refund_route IS NOT p.paytype))
         OR (p.status = 1 AND p.refund <> 0)
     UNION ALL
     SELECT 'voucher ' || v.code || ' (refunded to ' || COALESCE(v.refund_route, '-') || ') of an order paid by ' ||
            COALESCE(p.paytype, '-')
     FROM shop_vouchers v JOIN shop_orders o ON o.id = v.order_id JOIN pay_orders p ON p.id = o.pay_order_id
     WHERE v.status = 2 AND (v.refund_route IS NOT p.paytype
        OR (p.paytype = 'balance' AND v.ledger_id IS NULL)
        OR (p.paytype NOT IN ('balance', 'free') AND v.refund_no IS NULL))
     UNION ALL
     SELECT 'ledger entry ' || l.id || ' (shopRefund, ' || l.amount || '/' || l.give || ') is not a refund of vouchers'
     FROM funds_ledger l WHERE l.reason = 'shopRefund' AND (l.amount <= 0 OR l.give < 0 OR l.give > l.amount
       OR NOT EXISTS (SELECT 1 FROM shop_vouchers v WHERE v.ledger_id = l.id AND v.status = 2))`,
  ],
  // Points: integral moves like money, each change one record in its transaction.
  [
    'integral equals the sum of the integral records',
    `SELECT 'member ' || m.id || ': integral ' || m.integral || ' but records ' ||
            COALESCE(SUM(r.integral), 0)
     FROM members m LEFT JOIN integral_records r ON r.member_id = m.id
     GROUP BY m.id HAVING m.integral <> COALESCE(SUM(r.integral), 0)`,
  ],
  [
    'a game draw spent its cost and gave its integral prize once each',
    `SELECT 'draw ' || d.serial || ' (cost ' || d.cost || ', won ' || d.won_integral || ') has records ' ||
            COALESCE(SUM(CASE WHEN r.integral < 0 THEN r.integral END), 0) || '/' ||
            COALESCE(SUM(CASE WHEN r.integral > 0 THEN r.integral END), 0) || ' in ' || COUNT(r.id)
     FROM game_draws d LEFT JOIN integral_records r ON r.draw_id = d.id
     GROUP BY d.id
     HAVING COALESCE(SUM(CASE WHEN r.integral < 0 THEN r.integral END), 0) <> -d.cost
         OR COALESCE(SUM(CASE WHEN r.integral > 0 THEN r.integral END), 0) <> d.won_integral
         OR COUNT(r.id) <> (d.cost > 0) + (d.won_integral > 0)
         OR (d.free = 1 AND d.cost <> 0)`,
  ],
  [
    'a quiz awarded its integral once, when finished',
    `SELECT 'quiz ' || q.serial || ' (gained ' || q.gained || ', finished ' || (q.finished_at IS NOT NULL) ||
            ') has records ' || COALESCE(SUM(r.integral), 0) || ' in ' || COUNT(r.id)
     FROM quiz_days q LEFT JOIN integral_records r ON r.quiz_id = q.id
     GROUP BY q.id
     HAVING COALESCE(SUM(r.integral), 0) <> q.gained OR COUNT(r.id) > (q.gained > 0)
         OR (q.finished_at IS NULL AND q.gained > 0)`,
  ],
  [
    'a coupon prize is one coupon of its draw',
    `SELECT 'draw ' || d.serial || ' names coupon ' || d.coupon_id || ', which another draw names too'
     FROM game_draws d
     WHERE d.coupon_id IS NOT NULL
       AND (SELECT COUNT(*) FROM game_draws o WHERE o.coupon_id = d.coupon_id) <> 1`,
  ],
  ...AUTO_PAY_RULES,
  ...CLOSING_RULES,
];

const audit = (db: Db, rules: [string, string][]): MoneyAudit => {
  const violations = rules.flatMap(([rule, sql]) =>
    (db.prepare(sql).pluck().all() as string[]).map((detail) => `${rule}: ${detail}`),
  );
  return { ok: violations.length === 0, violations };
};

/**
 * Invoices follow the money: per invoiced pay order, what its invoices say less what its credit
 * (red-letter) invoices take back is what was paid less what was given back, and every refund, by
 * any path, is recorded against its pay order. Part of `auditMoney`.
 */
export function auditInvoices(db: Db): MoneyAudit {
  return audit(db, INVOICE_RULES);
}

/**
 * The money invariant: funds equal their ledger, completed orders are paid by exactly one paid pay
 * order that adds up (a coupon's share included, each coupon used once by one paid pay order), every credit or debit belongs to a settled pay or charging order, the gift is
 * followed from grant to spending, taking back or holding, every bank payment settled one pay order
 * or went back to the bank, and charging costs are debited or owed, each debt paid once; and
 * invoices follow the money (`auditInvoices`).
 */
export function auditMoney(db: Db): MoneyAudit {
  return audit(db, [...RULES, ...INVOICE_RULES]);
}
