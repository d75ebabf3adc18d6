-- Leave now warns that billing continues when the car has not left its space
-- within 1 minute. The console marks a car that stays (before leave now or within its minute);
-- once the minute of simulator clock has passed, the order parks again from its original start.
-- `outcome`: NULL while pending, then resumed, paid (settled with money in the minute: nothing
-- resumes), or gone (the space or the plate parks in another order by then).
CREATE TABLE leave_stays (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id),
  marked_at INTEGER NOT NULL,
  resolved_at INTEGER,
  outcome TEXT CHECK (outcome IN ('resumed', 'paid', 'gone'))
);
CREATE INDEX leave_stays_pending ON leave_stays (resolved_at) WHERE resolved_at IS NULL;
