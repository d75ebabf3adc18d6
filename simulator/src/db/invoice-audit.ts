/**
 * Invoices follow the money, checked by `auditMoney` and `auditInvoices` (each query lists what
 * breaks its rule): per invoiced pay order, invoiced - credited = paid - refunded, and every refund
 * is recorded against its pay order.
 */
export const INVOICE_RULES: [string, string][] = [
  [
    'per invoiced pay order, invoiced - credited = paid - refunded',
    `SELECT 'pay order ' || p.pay_code || ' (status ' || p.status || ', cost ' || p.cost || ', refunded ' ||
            COALESCE((SELECT SUM(r.amount) FROM pay_order_refunds r WHERE r.pay_order_id = p.id), 0) ||
            ') invoiced ' || SUM(CASE WHEN i.kind = 'normal' THEN l.amount ELSE 0 END) ||
            ', credited ' || SUM(CASE WHEN i.kind = 'credit' THEN l.amount ELSE 0 END)
     FROM pay_orders p JOIN invoice_lines l ON l.pay_order_id = p.id
     JOIN invoices i ON i.id = l.invoice_id AND i.voided_at IS NULL
     GROUP BY p.id
     HAVING SUM(i.kind = 'normal') > 0 AND (p.status NOT IN (1, 2)
       OR SUM(CASE WHEN i.kind = 'normal' THEN l.amount ELSE 0 END)
          - SUM(CASE WHEN i.kind = 'credit' THEN l.amount ELSE 0 END)
          <> p.cost - COALESCE((SELECT SUM(r.amount) FROM pay_order_refunds r WHERE r.pay_order_id = p.id), 0))`,
  ],
  [
    'a pay order is on one invoice at a time, marked invoiced, and never given back more than it cost',
    `SELECT 'pay order ' || p.pay_code || ' is on ' || COUNT(i.id) || ' invoices (invoice flag ' ||
            p.invoice || ')'
     FROM pay_orders p JOIN invoice_lines l ON l.pay_order_id = p.id
     JOIN invoices i ON i.id = l.invoice_id AND i.voided_at IS NULL AND i.kind = 'normal'
     GROUP BY p.id HAVING COUNT(i.id) > 1 OR p.invoice <> 1
     UNION ALL
     SELECT 'pay order ' || p.pay_code || ' gave back ' || SUM(r.amount) || ' of ' || p.cost
     FROM pay_orders p JOIN pay_order_refunds r ON r.pay_order_id = p.id
     GROUP BY p.id HAVING SUM(r.amount) > p.cost`,
  ],
  [
    "an invoice's amount is its lines; a credit invoice reverses one pay order of an issued invoice of its member",
    `SELECT 'invoice ' || i.serial || ' (' || i.kind || ') of ' || i.amount || ' has lines ' ||
            COALESCE((SELECT SUM(l.amount) FROM invoice_lines l WHERE l.invoice_id = i.id), 0)
     FROM invoices i
     WHERE i.amount <> COALESCE((SELECT SUM(l.amount) FROM invoice_lines l WHERE l.invoice_id = i.id), 0)
     UNION ALL
     SELECT 'credit invoice ' || c.serial || ' reverses ' || COALESCE(o.serial, 'nothing') ||
            ' (' || COALESCE(o.kind, '-') || ', voided ' || (o.voided_at IS NOT NULL) || ')'
     FROM invoices c LEFT JOIN invoices o ON o.id = c.reverses
     WHERE c.kind = 'credit' AND (o.id IS NULL OR o.kind <> 'normal' OR o.voided_at IS NOT NULL
       OR o.member_id <> c.member_id OR c.voided_at IS NOT NULL
       OR (SELECT COUNT(*) FROM invoice_lines l WHERE l.invoice_id = c.id) <> 1
       OR NOT EXISTS (SELECT 1 FROM invoice_lines l JOIN invoice_lines ol ON ol.pay_order_id = l.pay_order_id
                      WHERE l.invoice_id = c.id AND ol.invoice_id = o.id))
     UNION ALL
     SELECT 'invoice ' || i.serial || ' (normal) reverses something'
     FROM invoices i WHERE i.kind = 'normal' AND i.reverses IS NOT NULL`,
  ],
  [
    'every refund of a pay order is recorded once against it, whatever gave it back',
    `SELECT 'pay order ' || p.pay_code || ' (' || p.order_type || ', status ' || p.status || ', refund ' ||
            p.refund || ') has refunds ' || COALESCE(SUM(CASE WHEN r.source = 'payOrder' THEN r.amount END), 0) ||
            ' by refund, ' || COALESCE(SUM(CASE WHEN r.source = 'voucher' THEN r.amount END), 0) ||
            ' by vouchers, ' || COALESCE(SUM(CASE WHEN r.source = 'dispute' THEN r.amount END), 0) ||
            ' by disputes'
     FROM pay_orders p LEFT JOIN pay_order_refunds r ON r.pay_order_id = p.id
     GROUP BY p.id
     HAVING COALESCE(SUM(CASE WHEN r.source = 'dispute' THEN r.amount END), 0) <>
              COALESCE((SELECT SUM(f.refund) FROM order_faults f
                        WHERE f.pay_order_id = p.id AND f.status = 'upheld'), 0)
         OR COALESCE(SUM(CASE WHEN r.source = 'voucher' THEN r.amount END), 0) <>
              COALESCE((SELECT SUM(o.refund) FROM shop_orders o WHERE o.pay_order_id = p.id), 0)
         OR COALESCE(SUM(CASE WHEN r.source = 'payOrder' THEN r.amount END), 0) <>
              CASE WHEN p.status = 2 AND NOT EXISTS (SELECT 1 FROM shop_orders o WHERE o.pay_order_id = p.id)
                   THEN p.refund ELSE 0 END`,
  ],
];
