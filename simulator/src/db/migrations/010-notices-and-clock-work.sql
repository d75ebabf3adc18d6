-- Messages composed in the reader's language: a message may be stored as a `kind` and
-- its `params` (JSON), which simulator/src/i18n/notices.ts writes out in the language of the
-- request that reads it. `title` and `content` keep the Chinese words (the older messages have
-- only these).
ALTER TABLE messages ADD COLUMN kind TEXT;
ALTER TABLE messages ADD COLUMN params TEXT;

-- Work due on the simulator clock, kept in the database so it survives a restart: applied once
-- its time has come, by the clock advance or lazily by the first request after it. `kind` names
-- the work (a scheduled dispute decision: 'disputeDecision', `subject_id` the dispute), `payload`
-- its JSON. Once done, `outcome` says how: applied; dropped (its subject could no longer take it);
-- replaced (a newer schedule or an immediate decision of the same subject).
CREATE TABLE clock_work (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  due_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  done_at INTEGER,
  outcome TEXT CHECK (outcome IN ('applied', 'dropped', 'replaced')),
  CHECK ((done_at IS NULL) = (outcome IS NULL))
);
CREATE UNIQUE INDEX clock_work_one_pending ON clock_work (kind, subject_id) WHERE done_at IS NULL;
CREATE INDEX clock_work_due ON clock_work (due_at) WHERE done_at IS NULL;
