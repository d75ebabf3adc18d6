import { createHash } from 'node:crypto';
import type { Db } from '../../src/index';

/** A digest of every row of every table: equal digests mean nothing changed. */
export function dbDigest(db: Db): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  for (const table of tables) {
    hash.update(table);
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all()) {
      hash.update(
        JSON.stringify(row, (_key, value: unknown) =>
          Buffer.isBuffer(value) ? value.toString('hex') : value,
        ),
      );
    }
  }
  return hash.digest('hex');
}
