import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export type ClockWorkOutcome = 'applied' | 'dropped' | 'replaced';

/** Work due on the simulator clock (`clock_work`, migration 010). */
export interface ClockWorkRow {
  id: number;
  kind: string;
  subject_id: number;
  /** JSON of what the work needs. */
  payload: string;
  due_at: number;
  created_at: number;
  done_at: number | null;
  outcome: ClockWorkOutcome | null;
}

/** The SQL of clock-driven work, prepared once per database. */
export function clockWorkRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO clock_work (kind, subject_id, payload, due_at, created_at)
       VALUES (@kind, @subjectId, @payload, @dueAt, @createdAt)`,
      ),
    pending: () =>
      db.prepare(
        'SELECT * FROM clock_work WHERE kind = @kind AND subject_id = @subjectId AND done_at IS NULL',
      ),
    /**
     * A batch of due work (the rest follows on the next request). The limit is written into the
     * statement: bound as a parameter it cost ~20 µs more per run, even on an empty table.
     */
    due: () =>
      db.prepare(
        `SELECT * FROM clock_work WHERE done_at IS NULL AND due_at <= @now AND kind = @kind
       ORDER BY due_at, id LIMIT 100`,
      ),
    finish: () =>
      db.prepare(
        `UPDATE clock_work SET done_at = @doneAt, outcome = @outcome
       WHERE id = @id AND done_at IS NULL`,
      ),
    finishPending: () =>
      db.prepare(
        `UPDATE clock_work SET done_at = @doneAt, outcome = @outcome
       WHERE kind = @kind AND subject_id = @subjectId AND done_at IS NULL`,
      ),
  });
  return {
    insert: (w: {
      kind: string;
      subjectId: number;
      payload: unknown;
      dueAt: number;
      createdAt: number;
    }) => Number(s.insert.run({ ...w, payload: JSON.stringify(w.payload) }).lastInsertRowid),
    /** The work of this kind still to do for a subject (at most one). */
    pending: (kind: string, subjectId: number) =>
      s.pending.get({ kind, subjectId }) as ClockWorkRow | undefined,
    /** Work of this kind whose time has come, oldest due first (at most 100 at a time). */
    due: (kind: string, now: number) => s.due.all({ kind, now }) as ClockWorkRow[],
    /** Marks one piece done; false when it was done already (it is then not done twice). */
    finish: (id: number, outcome: ClockWorkOutcome, doneAt: number) =>
      s.finish.run({ id, outcome, doneAt }).changes === 1,
    /** Marks a subject's pending work done (e.g. replaced by a decision made now). */
    finishPending: (kind: string, subjectId: number, outcome: ClockWorkOutcome, doneAt: number) =>
      s.finishPending.run({ kind, subjectId, outcome, doneAt }).changes,
  };
}

export type ClockWorkRepository = ReturnType<typeof clockWorkRepository>;
