/**
 * What auto-pay must keep, checked by `auditMoney` with the money invariant (each query lists
 * what breaks its rule). An automatic pay order is an ordinary parking pay order (its money is
 * audited by the general rules); these add what makes it automatic: paid by the balance, for one
 * order, with the pay order settled at once (never left holding anything), by a member who had
 * auto-pay on for that plate, and never for an order disputed before it was paid.
 */
export const AUTO_PAY_RULES: [string, string][] = [
  [
    'an automatic pay order is one parking order paid from the balance at once',
    `SELECT 'pay order ' || p.pay_code || ' (' || p.order_type || ', status ' || p.status || ', ' ||
            COALESCE(p.paytype, '-') || ', ' ||
            (SELECT COUNT(*) FROM pay_order_items i WHERE i.pay_order_id = p.id) || ' orders) is automatic'
     FROM pay_orders p
     WHERE p.automatic = 1 AND (p.order_type <> 'parking' OR p.status NOT IN (1, 2)
       OR p.paytype <> 'balance'
       OR (SELECT COUNT(*) FROM pay_order_items i WHERE i.pay_order_id = p.id) <> 1)`,
  ],
  [
    'an automatic pay order is paid by a member who turned auto-pay on for the plate',
    `SELECT 'pay order ' || p.pay_code || ' paid ' || o.number || ' for member ' || p.member_id ||
            ', who never turned auto-pay on for it'
     FROM pay_orders p JOIN pay_order_items i ON i.pay_order_id = p.id JOIN orders o ON o.id = i.order_id
     WHERE p.automatic = 1
       AND NOT EXISTS (SELECT 1 FROM auto_pay a WHERE a.member_id = p.member_id AND a.number = o.number)`,
  ],
  [
    'auto-pay never pays an order disputed before',
    `SELECT 'pay order ' || p.pay_code || ' paid order ' || o.book_code || ' disputed before'
     FROM pay_orders p JOIN pay_order_items i ON i.pay_order_id = p.id JOIN orders o ON o.id = i.order_id
     WHERE p.automatic = 1
       AND EXISTS (SELECT 1 FROM order_faults f WHERE f.order_id = o.id AND f.created_at <= p.pay_at)`,
  ],
];
