import type { Db } from '../../db/database';

/**
 * Whether any clock-driven work may be due: a car kept at its space after leave now not yet
 * resolved, or work in `clock_work` whose time has come. A new table of clock-driven work must be
 * asked here too, or its work never runs.
 */
export function clockDueRepository(db: Db) {
  const anything = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM leave_stays WHERE resolved_at IS NULL)
           OR EXISTS (SELECT 1 FROM clock_work WHERE done_at IS NULL AND due_at <= @now)`,
    )
    .pluck();
  return {
    anythingDue: (now: number) => anything.get({ now }) === 1,
  };
}
