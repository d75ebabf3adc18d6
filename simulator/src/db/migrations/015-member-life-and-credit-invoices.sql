-- A member's whole life keeps the money rules (simulator/README.md, "Money rules").

-- Once-a-day rewards are the person's, not the member row's: one per phone and China day, so a
-- close and rejoin (a new row with the same phone) or a merge (two rows, one person) never pays the
-- day sign, the wheel's free spin or the quiz reward twice on one day. `member_id` is the row that
-- took it (a phone change keeps the row's claims: services/daily-rewards.ts looks at both).
CREATE TABLE daily_rewards (
  day TEXT NOT NULL,
  reward TEXT NOT NULL CHECK (reward IN ('sign', 'freeSpin', 'quiz')),
  phone TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (day, reward, phone)
);
CREATE INDEX daily_rewards_member ON daily_rewards (member_id, day, reward);

INSERT OR IGNORE INTO daily_rewards (day, reward, phone, member_id, created_at)
  SELECT last_sign_date, 'sign', COALESCE(phone, closed_phone), id, created_at FROM members
  WHERE last_sign_date IS NOT NULL AND COALESCE(phone, closed_phone) IS NOT NULL;
INSERT OR IGNORE INTO daily_rewards (day, reward, phone, member_id, created_at)
  SELECT d.day, 'freeSpin', COALESCE(m.phone, m.closed_phone), m.id, d.created_at
  FROM game_draws d JOIN members m ON m.id = d.member_id
  WHERE d.free = 1 AND COALESCE(m.phone, m.closed_phone) IS NOT NULL;
INSERT OR IGNORE INTO daily_rewards (day, reward, phone, member_id, created_at)
  SELECT q.day, 'quiz', COALESCE(m.phone, m.closed_phone), m.id, q.finished_at
  FROM quiz_days q JOIN members m ON m.id = q.member_id
  WHERE q.finished_at IS NOT NULL AND COALESCE(m.phone, m.closed_phone) IS NOT NULL;

-- Every refund of a pay order, whatever gave it back (pay/order/refund, shop vouchers, an upheld
-- dispute): written by the pay-order engine (services/pay-orders/refunds.ts), which brings the pay
-- order's invoices in line with it in the same transaction.
CREATE TABLE pay_order_refunds (
  id INTEGER PRIMARY KEY,
  pay_order_id INTEGER NOT NULL REFERENCES pay_orders (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  source TEXT NOT NULL CHECK (source IN ('payOrder', 'voucher', 'dispute')),
  created_at INTEGER NOT NULL
);
CREATE INDEX pay_order_refunds_pay_order ON pay_order_refunds (pay_order_id);

INSERT INTO pay_order_refunds (pay_order_id, amount, source, created_at)
  SELECT id, refund, 'payOrder', COALESCE(refund_at, pay_at, created_at) FROM pay_orders
  WHERE status = 2 AND refund > 0 AND order_type <> 'shop';
INSERT INTO pay_order_refunds (pay_order_id, amount, source, created_at)
  SELECT o.pay_order_id, i.price, 'voucher', COALESCE(v.refunded_at, o.created_at)
  FROM shop_vouchers v JOIN shop_orders o ON o.id = v.order_id JOIN shop_order_items i ON i.id = v.item_id
  WHERE v.status = 2 AND o.pay_order_id IS NOT NULL AND i.price > 0;
INSERT INTO pay_order_refunds (pay_order_id, amount, source, created_at)
  SELECT pay_order_id, refund, 'dispute', COALESCE(decided_at, created_at) FROM order_faults
  WHERE status = 'upheld' AND pay_order_id IS NOT NULL AND refund > 0;

-- Invoices follow the money: a red-letter (credit) invoice reverses part of an issued one when its
-- money is given back; an application still pending when its money is given back is voided.
ALTER TABLE invoices ADD COLUMN kind TEXT NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'credit'));
ALTER TABLE invoices ADD COLUMN reverses INTEGER REFERENCES invoices (id);
ALTER TABLE invoices ADD COLUMN voided_at INTEGER;

-- What an invoice says of each pay order it covers (a credit invoice: what it takes back).
CREATE TABLE invoice_lines (
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  pay_order_id INTEGER NOT NULL REFERENCES pay_orders (id),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (invoice_id, pay_order_id)
);
CREATE INDEX invoice_lines_pay_order ON invoice_lines (pay_order_id);

INSERT INTO invoice_lines (invoice_id, pay_order_id, amount)
  SELECT i.id, p.id, p.cost FROM invoices i, json_each(i.pay_codes) j
  JOIN pay_orders p ON p.pay_code = j.value;
