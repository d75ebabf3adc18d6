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
     FROM orders o WHERE o.status = 9 AND o.cash > 0 AND
       (SELECT COUNT(*) FROM pay_order_items i JOIN pay_orders p ON p.id = i.pay_order_id
        WHERE i.order_id = o.id AND p.status = 1) <> 1`,
  ],
  [
    'a paid parking pay order covers completed orders adding up to its price',
    `SELECT 'pay order ' || p.pay_code || ': sum_cost ' || p.sum_cost || ' but orders ' ||
            COALESCE(SUM(o.cash), 0) || ', ' || SUM(o.status <> 9) || ' not completed'
     FROM pay_orders p JOIN pay_order_items i ON i.pay_order_id = p.id JOIN orders o ON o.id = i.order_id
     WHERE p.order_type = 'parking' AND p.status = 1
     GROUP BY p.id HAVING p.sum_cost <> COALESCE(SUM(o.cash), 0) OR SUM(o.status <> 9) > 0`,
  ],
  [
    'a pay order costs its price plus service less coupon',
    `SELECT 'pay order ' || pay_code || ': cost ' || cost || ' <> ' || sum_cost || ' + ' || service || ' - ' || coupon
     FROM pay_orders WHERE cost <> sum_cost + service - coupon`,
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
    'a refund takes back what the pay order records as refunded',
    `SELECT 'pay order ' || p.pay_code || ': refund ' || p.refund || ' but ledger ' || COALESCE(SUM(l.amount), 0)
     FROM pay_orders p LEFT JOIN funds_ledger l ON l.pay_order_id = p.id AND l.reason = 'refund'
     WHERE p.order_type = 'recharge'
     GROUP BY p.id HAVING COALESCE(SUM(l.amount), 0) <> -p.refund`,
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
    'a finished charging order marked paid was debited once for its cost',
    `SELECT 'charging order ' || c.id || ': cost ' || c.cost || ' but debited ' || COALESCE(-SUM(l.amount), 0)
     FROM charge_orders c LEFT JOIN funds_ledger l ON l.charge_order_id = c.id
     WHERE c.finish_at IS NOT NULL
     GROUP BY c.id
     HAVING (c.paid = 1 AND COALESCE(-SUM(l.amount), 0) <> c.cost) OR (c.paid = 0 AND COUNT(l.id) > 0)`,
  ],
];

/**
 * The money invariant: funds equal their ledger, completed orders are paid by exactly one paid pay
 * order that adds up, and every credit or debit belongs to a settled pay or charging order.
 */
export function auditMoney(db: Db): MoneyAudit {
  const violations = RULES.flatMap(([rule, sql]) =>
    (db.prepare(sql).pluck().all() as string[]).map((detail) => `${rule}: ${detail}`),
  );
  return { ok: violations.length === 0, violations };
}
