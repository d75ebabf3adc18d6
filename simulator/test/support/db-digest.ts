import { createHash } from 'node:crypto';
import type { Db } from '../../src/index';

export interface DigestOptions {
  /**
   * Tables a test expects to change (say why at the call site, e.g. a refused sign-in counts a
   * wrong code in `sms_guards`). Nothing else may move.
   */
  except?: readonly string[];
}

/**
 * A digest of the whole database: the schema (tables, indexes, triggers and their SQL), every row
 * of every table, and `sqlite_sequence` (an insert rolled back or not). Equal digests mean nothing
 * changed - not the same counts, the same rows.
 *
 * No table is left out by default. The one append-only journal the simulator keeps, the request
 * journal of `/__admin/journal`, lives in memory (src/http/journal.ts), not in the database; every
 * table in the file is state an answer can depend on (`action_logs` included: the issue wants it
 * bounded, so a refused request must not grow it).
 */
export function dbDigest(db: Db, { except = [] }: DigestOptions = {}): string {
  const hash = createHash('sha256');
  const schema = db
    .prepare(
      "SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_autoindex%' ORDER BY type, name",
    )
    .raw()
    .all() as [string, string, string, string | null][];
  const skipped = new Set(except);
  for (const [type, name, table, sql] of schema) {
    if (skipped.has(table)) continue;
    hash.update(`\u0000${type}\u0000${name}\u0000${sql ?? ''}\u0000`);
  }
  const tables = schema
    .filter(([type, name]) => type === 'table' && name !== 'sqlite_stat1' && !skipped.has(name))
    .map(([, name]) => name);
  for (const table of tables) {
    hash.update(`\u0001${table}\u0001`);
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all()) {
      hash.update(
        JSON.stringify(row, (_key, value: unknown) =>
          Buffer.isBuffer(value)
            ? `x'${value.toString('hex')}'`
            : typeof value === 'bigint'
              ? `${value}n`
              : value,
        ),
      );
      hash.update('\n');
    }
  }
  return hash.digest('hex');
}

/** Which tables differ between two snapshots (for a readable failure instead of two hashes). */
export function tableDigests(db: Db): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables
      .filter((table) => table !== 'sqlite_stat1')
      .map((table) => {
        const hash = createHash('sha256');
        for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all()) {
          hash.update(
            JSON.stringify(row, (_key, value: unknown) =>
              Buffer.isBuffer(value) ? value.toString('hex') : value,
            ),
          );
          hash.update('\n');
        }
        return [table, hash.digest('hex').slice(0, 16)];
      }),
  );
}

/** The tables whose rows differ between two `tableDigests` snapshots. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((table) => before[table] !== after[table])
    .sort();
}
