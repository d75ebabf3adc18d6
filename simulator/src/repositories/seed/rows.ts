import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';

export type SeedRow = Record<string, string | number | null>;

/**
 * Plain rows into any table, for the demo seed: the factories return rows named by their columns,
 * and this writes them. One statement is prepared per table and column set, on first use.
 */
export function seedRowRepository(db: Db) {
  const inserts = new Map<string, Statement>();
  const nextIds = new Map<string, Statement>();
  return {
    /** INSERTs the row; answers its row id. */
    insert(table: string, row: SeedRow): number {
      const columns = Object.keys(row);
      const key = `${table}(${columns.join(',')})`;
      let statement = inserts.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        inserts.set(key, statement);
      }
      return Number(statement.run(row).lastInsertRowid);
    },
    /** True when the table holds no row. */
    isEmpty(table: string): boolean {
      return db.prepare(`SELECT NOT EXISTS (SELECT 1 FROM ${table})`).pluck().get() === 1;
    },
    /** The id the table's next row takes (rows whose other columns are derived from their id). */
    nextId(table: string): number {
      let statement = nextIds.get(table);
      if (!statement) {
        statement = db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 FROM ${table}`).pluck();
        nextIds.set(table, statement);
      }
      return statement.get() as number;
    },
  };
}

export type SeedRows = ReturnType<typeof seedRowRepository>;
