import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** The values each bulk row binds (the rest of its columns are constants or defaults). */
export const BULK_ORDER_VALUES = 16;

export interface BulkDevice {
  code: string;
  station_id: number;
  space: string;
  area: string;
}

/** The load-test orders' SQL: where they park, and multi-row INSERTs of finished orders. */
export function bulkOrderRepository(db: Db) {
  const s = onFirstUse(db, {
    devices: () =>
      db.prepare(
        'SELECT d.code, d.station_id, d.space, s.code AS area FROM devices d JOIN stations s ON s.id = d.station_id ORDER BY d.code',
      ),
    nextOrderId: () => db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM orders').pluck(),
  });
  return {
    devices: () => s.devices.all() as BulkDevice[],
    nextOrderId: () => s.nextOrderId.get() as number,
    /**
     * An INSERT of `rows` orders in one statement (one call into SQLite per row took ten times as
     * long); it takes their values flat, BULK_ORDER_VALUES per row in the order of the columns.
     */
    orderInserter(rows: number) {
      const statement = db.prepare(
        `INSERT INTO orders (id, serial, book_code, number, plate_type, status, type, device, station_id,
           space, start_at, finish_at, minutes, ncash, cash, rcash, pay_at, paytype)
         VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, 1, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      );
      return (values: unknown[]) => statement.run(values);
    },
    /** Runs `work` with a page cache of `kib` KiB (index pages then stay off the disk mid-batch). */
    withCacheSize<T>(kib: number, work: () => T): T {
      const cacheSize = db.pragma('cache_size', { simple: true }) as number;
      db.pragma(`cache_size = -${kib}`);
      try {
        return work();
      } finally {
        db.pragma(`cache_size = ${cacheSize}`);
      }
    },
  };
}
