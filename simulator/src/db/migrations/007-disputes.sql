-- Disputes. A fault report (`order/fault`) is the dispute record: its reason, photos
-- (the member's own uploads, by token), and the operator's decision. One open dispute per order.
-- An upheld dispute of a paid order refunds the order's cash to where it was paid from: the
-- balance (one 'dispute' ledger entry) or the bank route (recorded here with its refund number).
ALTER TABLE order_faults ADD COLUMN reason TEXT NOT NULL DEFAULT 'other'
  CHECK (reason IN ('notMyCar', 'wrongTime', 'alreadyLeft', 'other'));
ALTER TABLE order_faults ADD COLUMN photos TEXT NOT NULL DEFAULT '[]';
ALTER TABLE order_faults ADD COLUMN status TEXT NOT NULL DEFAULT 'open'
  CHECK (status IN ('open', 'upheld', 'rejected'));
ALTER TABLE order_faults ADD COLUMN answer TEXT NOT NULL DEFAULT '';
ALTER TABLE order_faults ADD COLUMN pay_order_id INTEGER REFERENCES pay_orders (id);
ALTER TABLE order_faults ADD COLUMN refund INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_faults ADD COLUMN refund_route TEXT;
ALTER TABLE order_faults ADD COLUMN refund_no TEXT;
ALTER TABLE order_faults ADD COLUMN decided_at INTEGER;
CREATE UNIQUE INDEX order_faults_one_open ON order_faults (order_id) WHERE status = 'open';
CREATE INDEX order_faults_member ON order_faults (member_id, created_at);
CREATE INDEX order_faults_status ON order_faults (status, created_at);

-- The ledger learns the reason 'dispute' (SQLite cannot alter a CHECK: the table is rebuilt).
CREATE TABLE funds_ledger_new (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL,
  give INTEGER NOT NULL DEFAULT 0,
  reason TEXT NOT NULL
    CHECK (reason IN ('opening', 'recharge', 'pay', 'refund', 'merge', 'charging', 'dispute')),
  pay_order_id INTEGER REFERENCES pay_orders (id),
  charge_order_id INTEGER REFERENCES charge_orders (id),
  created_at INTEGER NOT NULL
);
INSERT INTO funds_ledger_new SELECT * FROM funds_ledger;
DROP TABLE funds_ledger;
ALTER TABLE funds_ledger_new RENAME TO funds_ledger;
CREATE INDEX funds_ledger_member ON funds_ledger (member_id);
CREATE UNIQUE INDEX funds_ledger_one_pay_per_order ON funds_ledger (pay_order_id, reason)
  WHERE pay_order_id IS NOT NULL AND reason IN ('pay', 'recharge', 'refund');
ALTER TABLE order_faults ADD COLUMN ledger_id INTEGER REFERENCES funds_ledger (id);
