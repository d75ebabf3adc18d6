import type { Clock } from '../clock';
import { emptyDatabase, type Db } from '../db/database';
import { seedRowRepository } from '../repositories/seed/rows';
import { seedDatabase } from './seed';

/** Drops every row and seeds the fixtures again, relative to `now`. */
export function reseed(db: Db, now: Date): void {
  emptyDatabase(db);
  seedDatabase(db, now);
}

/**
 * The admin reset: the clock back where it started (real time in the demo), or at `at`, every row
 * dropped, the fixtures reseeded relative to it.
 */
export function resetDatabase(db: Db, clock: Clock, at?: Date): void {
  if (at) clock.set(at);
  else clock.reset();
  reseed(db, clock.now());
}

/** True when the database holds no members yet (a new file, or an emptied one). */
export function isEmpty(db: Db): boolean {
  return seedRowRepository(db).isEmpty('members');
}
