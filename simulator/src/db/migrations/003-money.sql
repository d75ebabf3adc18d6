-- Money rules: a `charging` pay order type (pays a member's charging debt), bank
-- payments (every one settles exactly one pay order or is refunded to the bank), where a refund
-- went, and an index for closing lapsed unpaid pay orders by the clock.

-- SQLite cannot change a CHECK constraint in place, and foreign keys cannot be switched off inside
-- the migration's transaction: keep the rows aside, drop and recreate pay_orders under its own name
-- (so the child tables' REFERENCES stay as they are) and put the rows back. The drop's violations
-- are deferred and the rows put back resolve them before the commit.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE pay_orders_before_003 AS SELECT * FROM pay_orders;
DROP TABLE pay_orders;
CREATE TABLE pay_orders (
  id INTEGER PRIMARY KEY,
  pay_code TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  order_type TEXT NOT NULL CHECK (order_type IN ('parking', 'recharge', 'vipCard', 'charging')),
  goods TEXT NOT NULL,
  goods_name TEXT NOT NULL,
  good_cover TEXT NOT NULL DEFAULT '',
  numbers TEXT NOT NULL, -- JSON array of plates
  sum_cost INTEGER NOT NULL CHECK (sum_cost >= 0),
  service INTEGER NOT NULL CHECK (service >= 0),
  coupon INTEGER NOT NULL CHECK (coupon >= 0),
  cost INTEGER NOT NULL CHECK (cost >= 0),
  gift INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, -1, 2)),
  paytype TEXT,
  pay_route TEXT,
  staff TEXT NOT NULL,
  staff_name TEXT NOT NULL,
  team TEXT NOT NULL,
  payee TEXT NOT NULL,
  payee_name TEXT NOT NULL,
  be_business INTEGER NOT NULL DEFAULT 0,
  unit TEXT, -- JSON {company, contact, tel}
  remark TEXT NOT NULL DEFAULT '',
  appointment TEXT,
  area TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  pay_at INTEGER,
  transaction_no TEXT NOT NULL DEFAULT '',
  invoice INTEGER NOT NULL DEFAULT 0,
  refund INTEGER NOT NULL DEFAULT 0, -- paid-in money given back (the gift taken back is `gift`)
  removed INTEGER NOT NULL DEFAULT 0,
  refund_route TEXT, -- where a refund went: the bank route (paytype) the pay order was paid by
  refund_at INTEGER
);
INSERT INTO pay_orders (id, pay_code, member_id, order_type, goods, goods_name, good_cover, numbers,
  sum_cost, service, coupon, cost, gift, status, paytype, pay_route, staff, staff_name, team, payee,
  payee_name, be_business, unit, remark, appointment, area, created_at, pay_at, transaction_no,
  invoice, refund, removed)
SELECT id, pay_code, member_id, order_type, goods, goods_name, good_cover, numbers, sum_cost,
  service, coupon, cost, gift, status, paytype, pay_route, staff, staff_name, team, payee,
  payee_name, be_business, unit, remark, appointment, area, created_at, pay_at, transaction_no,
  invoice, refund, removed
FROM pay_orders_before_003;
DROP TABLE temp.pay_orders_before_003;
CREATE INDEX pay_orders_member ON pay_orders (member_id, created_at);
CREATE INDEX pay_orders_unpaid ON pay_orders (created_at) WHERE status = 0;
UPDATE pay_orders SET refund_route = paytype WHERE status = 2;

-- Every payment the bank took through the pay sheet. `received` until its notification is handled;
-- then it either settled its pay order (`settled`, the pay order's transaction_no) or arrived for a
-- pay order already settled or closed and was given back to the bank (`refunded`).
CREATE TABLE bank_payments (
  id INTEGER PRIMARY KEY,
  transaction_no TEXT NOT NULL UNIQUE,
  prepay_id TEXT NOT NULL REFERENCES prepays (prepay_id),
  pay_order_id INTEGER NOT NULL REFERENCES pay_orders (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  route TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'settled', 'refunded')),
  refund_no TEXT,
  refund_reason TEXT,
  created_at INTEGER NOT NULL,
  done_at INTEGER
);
CREATE INDEX bank_payments_pay_order ON bank_payments (pay_order_id);
CREATE UNIQUE INDEX bank_payments_one_settlement ON bank_payments (pay_order_id)
  WHERE status = 'settled';
CREATE UNIQUE INDEX bank_payments_one_per_prepay ON bank_payments (prepay_id);
