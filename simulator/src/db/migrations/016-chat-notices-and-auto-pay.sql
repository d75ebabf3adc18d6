-- Auto-pay from the balance, per member and plate, opt-in. `car_id` is the binding it was set on:
-- a plate that leaves the member (removed, or moved to another member by licence proof) and comes
-- back is a new binding, so auto-pay never outlives the binding it was turned on for.
CREATE TABLE auto_pay (
  member_id INTEGER NOT NULL REFERENCES members (id),
  number TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  cap INTEGER NOT NULL CHECK (cap > 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, number)
);
CREATE INDEX auto_pay_number ON auto_pay (number) WHERE enabled = 1;

-- A pay order auto-pay settled by itself from the balance.
ALTER TABLE pay_orders ADD COLUMN automatic INTEGER NOT NULL DEFAULT 0;

-- The chat platform's per-user feed of the operator's template messages. Stored as a kind and its
-- params (JSON: plate, place, times, amount...) and composed in the reader's language, as the
-- member messages of migration 010. `once_key` makes a notice that must go once (a reminder per
-- order and kind, the amount due per order) unique per member, across restarts.
CREATE TABLE chat_notices (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL,
  number TEXT,
  order_id INTEGER,
  params TEXT NOT NULL,
  link TEXT NOT NULL,
  once_key TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_notices_member ON chat_notices (member_id, id);
CREATE UNIQUE INDEX chat_notices_once ON chat_notices (member_id, once_key)
  WHERE once_key IS NOT NULL;
