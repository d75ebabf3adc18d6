-- Nothing paid is lost and nothing is given twice at a member's edges (simulator/README.md,
-- "Money rules").

-- A person has one or more member rows: the rows one phone has had (closed, then signed in again)
-- and the rows a merge made one. Every once-per-person or once-a-day limit counts over the
-- person's rows (services/members/person-limits.ts). A new row joins the person of its phone's
-- latest closed row; a merge joins the closing row's person to the survivor's.
ALTER TABLE members ADD COLUMN person_id INTEGER;
UPDATE members SET person_id = (
  SELECT MIN(o.id) FROM members o
  WHERE COALESCE(o.phone, o.closed_phone) = COALESCE(members.phone, members.closed_phone)
);
UPDATE members SET person_id = id WHERE person_id IS NULL;
-- Merges made before this migration (the survivor's action log names the merged phone).
UPDATE members SET person_id = (
  SELECT s.person_id FROM member_actions a JOIN members s ON s.id = a.member_id
  WHERE a.action = 'merge' AND a.detail = members.closed_phone
  ORDER BY a.id DESC LIMIT 1
)
WHERE closed_phone IS NOT NULL AND EXISTS (
  SELECT 1 FROM member_actions a WHERE a.action = 'merge' AND a.detail = members.closed_phone
);
CREATE INDEX members_person ON members (person_id);

-- Once-a-day rewards are recorded per member row and counted per person (migration 015 keyed
-- them by phone; the person now carries what the phone did).
CREATE TABLE daily_rewards_018 (
  member_id INTEGER NOT NULL REFERENCES members (id),
  day TEXT NOT NULL,
  reward TEXT NOT NULL CHECK (reward IN ('sign', 'freeSpin', 'quiz')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, day, reward)
);
INSERT OR IGNORE INTO daily_rewards_018 (member_id, day, reward, created_at)
  SELECT member_id, day, reward, created_at FROM daily_rewards;
DROP TABLE daily_rewards;
ALTER TABLE daily_rewards_018 RENAME TO daily_rewards;

-- A refunded recharge records the gift it took back: all of it when the member asks
-- (`pay/order/refund`), none when the account closes (the gift ends with the account).
ALTER TABLE pay_orders ADD COLUMN gift_back INTEGER NOT NULL DEFAULT 0;
UPDATE pay_orders SET gift_back = gift WHERE order_type = 'recharge' AND status = 2;

-- The ledger learns the reason 'payout': paid-in money of a closing account that no top-up of its
-- own came in by (an opening balance, money merged in) goes to the member's chat-app wallet. As
-- in 011, the table is rebuilt under its own name; the drop's foreign-key violations are deferred.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE funds_ledger_before_018 AS SELECT * FROM funds_ledger;
DROP TABLE funds_ledger;
CREATE TABLE funds_ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL,
  give INTEGER NOT NULL DEFAULT 0,
  reason TEXT NOT NULL CHECK (reason IN
    ('opening', 'recharge', 'pay', 'refund', 'merge', 'charging', 'dispute', 'shopRefund', 'payout')),
  pay_order_id INTEGER REFERENCES pay_orders (id),
  charge_order_id INTEGER REFERENCES charge_orders (id),
  created_at INTEGER NOT NULL
);
INSERT INTO funds_ledger (id, member_id, amount, give, reason, pay_order_id, charge_order_id, created_at)
SELECT id, member_id, amount, give, reason, pay_order_id, charge_order_id, created_at
FROM funds_ledger_before_018;
DROP TABLE temp.funds_ledger_before_018;
CREATE INDEX funds_ledger_member ON funds_ledger (member_id);
CREATE UNIQUE INDEX funds_ledger_one_pay_per_order ON funds_ledger (pay_order_id, reason)
  WHERE pay_order_id IS NOT NULL AND reason IN ('pay', 'recharge', 'refund');

-- Money paid out to a member's chat-app wallet, with its refund number: what a closing account
-- held with no top-up to send it back by (`ledger_id`, its 'payout' entry), and the refund of an
-- upheld dispute of a balance payment whose payer has closed (`fault_id`; the money never enters
-- the closed account).
CREATE TABLE payouts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  refund_no TEXT NOT NULL UNIQUE,
  ledger_id INTEGER REFERENCES funds_ledger (id),
  fault_id INTEGER REFERENCES order_faults (id),
  created_at INTEGER NOT NULL,
  CHECK ((ledger_id IS NULL) <> (fault_id IS NULL))
);
CREATE INDEX payouts_member ON payouts (member_id);
