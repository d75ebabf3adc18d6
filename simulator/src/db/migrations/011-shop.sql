-- The car-service shop: partner stores, the products' voucher terms, shop orders that
-- hold their stock while unpaid, and one voucher (redemption code) per unit bought. Pay orders
-- learn the type `shop` and the ledger the reason `shopRefund` (a refunded voucher paid from the
-- balance).

-- SQLite cannot change a CHECK constraint in place (see 003): keep the rows aside, recreate the
-- table under its own name so the child tables' REFERENCES stay, put the rows back; the drop's
-- foreign-key violations are deferred and resolved by the rows put back before the commit.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE pay_orders_before_011 AS SELECT * FROM pay_orders;
DROP TABLE pay_orders;
CREATE TABLE pay_orders (
  id INTEGER PRIMARY KEY,
  pay_code TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  order_type TEXT NOT NULL
    CHECK (order_type IN ('parking', 'recharge', 'vipCard', 'charging', 'shop')),
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
  invoice, refund, removed, refund_route, refund_at)
SELECT id, pay_code, member_id, order_type, goods, goods_name, good_cover, numbers, sum_cost,
  service, coupon, cost, gift, status, paytype, pay_route, staff, staff_name, team, payee,
  payee_name, be_business, unit, remark, appointment, area, created_at, pay_at, transaction_no,
  invoice, refund, removed, refund_route, refund_at
FROM pay_orders_before_011;
DROP TABLE temp.pay_orders_before_011;
CREATE INDEX pay_orders_member ON pay_orders (member_id, created_at);
CREATE INDEX pay_orders_unpaid ON pay_orders (created_at) WHERE status = 0;
CREATE INDEX pay_orders_goods ON pay_orders (order_type, goods);

CREATE TEMP TABLE funds_ledger_before_011 AS SELECT * FROM funds_ledger;
DROP TABLE funds_ledger;
CREATE TABLE funds_ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL,
  give INTEGER NOT NULL DEFAULT 0,
  reason TEXT NOT NULL CHECK (reason IN
    ('opening', 'recharge', 'pay', 'refund', 'merge', 'charging', 'dispute', 'shopRefund')),
  pay_order_id INTEGER REFERENCES pay_orders (id),
  charge_order_id INTEGER REFERENCES charge_orders (id),
  created_at INTEGER NOT NULL
);
INSERT INTO funds_ledger (id, member_id, amount, give, reason, pay_order_id, charge_order_id, created_at)
SELECT id, member_id, amount, give, reason, pay_order_id, charge_order_id, created_at
FROM funds_ledger_before_011;
DROP TABLE temp.funds_ledger_before_011;
CREATE INDEX funds_ledger_member ON funds_ledger (member_id);
CREATE UNIQUE INDEX funds_ledger_one_pay_per_order ON funds_ledger (pay_order_id, reason)
  WHERE pay_order_id IS NOT NULL AND reason IN ('pay', 'recharge', 'refund');

-- ------------------------------------------------------------------ stores and products
CREATE TABLE shop_stores (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  area TEXT NOT NULL, -- county code: its bank collects the store's orders
  address TEXT NOT NULL,
  hours TEXT NOT NULL,
  phone TEXT NOT NULL,
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  cover TEXT NOT NULL,
  slots TEXT NOT NULL DEFAULT '[]' -- JSON array of 'HH:mm-HH:mm'
);

CREATE TABLE shop_store_products (
  store_id INTEGER NOT NULL REFERENCES shop_stores (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  PRIMARY KEY (store_id, product_id)
);
CREATE INDEX shop_store_products_product ON shop_store_products (product_id);

ALTER TABLE product_types ADD COLUMN icon TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN images TEXT NOT NULL DEFAULT '[]'; -- JSON array of URLs
ALTER TABLE products ADD COLUMN valid_days INTEGER NOT NULL DEFAULT 90 CHECK (valid_days > 0);
ALTER TABLE products ADD COLUMN member_limit INTEGER NOT NULL DEFAULT 0 CHECK (member_limit >= 0);
ALTER TABLE products ADD COLUMN appointment INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN recommend INTEGER NOT NULL DEFAULT 0;
-- Units sold before this database's records (shown in `sold` with the vouchers sold here).
ALTER TABLE products ADD COLUMN sold_before INTEGER NOT NULL DEFAULT 0 CHECK (sold_before >= 0);
-- Every unit ever put on sale: the audit checks supplied = stock + held + sold (never oversold).
ALTER TABLE products ADD COLUMN supplied INTEGER NOT NULL DEFAULT 0;
UPDATE products SET supplied = stock;

-- ------------------------------------------------------------------ orders and vouchers
-- status 0 unpaid (holds its items' stock until hold_until), 1 paid, -1 closed (cancelled or
-- lapsed: the stock went back). Finished and refunded are read from the vouchers.
CREATE TABLE shop_orders (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  store_id INTEGER NOT NULL REFERENCES shop_stores (id),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, -1)),
  total INTEGER NOT NULL CHECK (total >= 0),
  plate TEXT NOT NULL,
  phone TEXT NOT NULL,
  appointment_date TEXT,
  appointment_slot TEXT,
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  hold_until INTEGER NOT NULL,
  closed_at INTEGER,
  pay_order_id INTEGER REFERENCES pay_orders (id), -- the pay order that settled it
  paid_at INTEGER,
  refund INTEGER NOT NULL DEFAULT 0 CHECK (refund >= 0) -- money given back for refunded vouchers
);
CREATE INDEX shop_orders_member ON shop_orders (member_id, created_at);
CREATE INDEX shop_orders_unpaid ON shop_orders (hold_until) WHERE status = 0;
CREATE UNIQUE INDEX shop_orders_one_per_pay_order ON shop_orders (pay_order_id)
  WHERE pay_order_id IS NOT NULL;

CREATE TABLE shop_order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES shop_orders (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  name TEXT NOT NULL,
  cover TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0), -- unit price when ordered
  count INTEGER NOT NULL CHECK (count > 0),
  appointment INTEGER NOT NULL DEFAULT 0,
  valid_days INTEGER NOT NULL CHECK (valid_days > 0)
);
CREATE INDEX shop_order_items_order ON shop_order_items (order_id);
CREATE INDEX shop_order_items_product ON shop_order_items (product_id);

-- One per unit of a paid order. status 0 unused (expired when past valid_until), 1 redeemed at
-- a store, 2 refunded (to the balance: ledger_id; to the bank: refund_no and refund_route).
CREATE TABLE shop_vouchers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES shop_orders (id),
  item_id INTEGER NOT NULL REFERENCES shop_order_items (id),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  valid_until TEXT NOT NULL,
  redeemed_at INTEGER,
  redeem_store_id INTEGER REFERENCES shop_stores (id),
  refunded_at INTEGER,
  refund_route TEXT,
  refund_no TEXT,
  ledger_id INTEGER REFERENCES funds_ledger (id)
);
CREATE INDEX shop_vouchers_order ON shop_vouchers (order_id);
