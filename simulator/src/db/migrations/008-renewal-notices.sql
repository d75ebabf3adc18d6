-- A card may name its earliest activation date (`minday`); NULL means today by the
-- simulator clock.
ALTER TABLE membership_cards ADD COLUMN min_day TEXT;

-- Renewal messages: a membership ending within 7 days, and within 1 day, tells each member who
-- has its plate once per notice.
CREATE TABLE renewal_notices (
  membership_id INTEGER NOT NULL REFERENCES memberships (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  days INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (membership_id, member_id, days)
);
