import { seedDatabase } from './seed';
import { openDatabase, openDatabaseImage, type Db } from '../db/database';

const images = new Map<string, Buffer>();

/**
 * A fresh in-memory database holding the seeded fixtures. The seed runs once per start time (per
 * process) and is copied from its image after that, which keeps test apps fast (epic-stack's reset).
 */
export function seededMemoryDatabase(now: Date, imageKey: string): Db {
  let image = images.get(imageKey);
  if (!image) {
    const db = openDatabase(':memory:');
    seedDatabase(db, now);
    image = db.serialize();
    db.close();
    images.set(imageKey, image);
  }
  return openDatabaseImage(image);
}
