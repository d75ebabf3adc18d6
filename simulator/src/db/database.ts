import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

function readMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8'),
    }));
}

/** Applies the numbered migrations not applied yet, each in its own transaction, in order. */
export function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (@version, @name, @appliedAt)',
  );
  for (const migration of readMigrations()) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run({ version: migration.version, name: migration.name, appliedAt: Date.now() });
    })();
  }
}

function configure(db: Db, file: boolean): Db {
  if (file) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // WAL makes this safe and much faster for the bulk loader and the hot write paths.
  db.pragma('synchronous = NORMAL');
  // SQLite's default page cache is 2 MB: on a file of a million orders, the statements every
  // request runs (the token, the member's cars, the clock work) pushed the orders' pages out.
  if (file) db.pragma('cache_size = -32768');
  return db;
}

/** A migrated database: a file (created with its folder when missing, WAL) or ':memory:'. */
export function openDatabase(path: string): Db {
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const db = configure(new Database(path), !inMemory);
  migrate(db);
  return db;
}

/** An in-memory database from an image made by `db.serialize()` (the fast test reset). */
export function openDatabaseImage(image: Buffer): Db {
  const db = configure(new Database(image), false);
  migrate(db);
  return db;
}

/** Deletes every row of every table in one transaction (the schema stays). */
export function emptyDatabase(db: Db): void {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'",
    )
    .pluck()
    .all() as string[];
  db.transaction(() => {
    // Foreign keys are checked at commit, when every table is empty, so the order does not matter.
    db.pragma('defer_foreign_keys = ON');
    for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
  })();
}
