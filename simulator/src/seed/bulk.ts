import { addDays, chinaDate } from '@dehong/api-spec/domain';
import type { Db } from '../db/database';
import { feeFor, feeRuleFor } from '../services/billing';
import { orderBookCode } from '../services/orders';

const MINUTE = 60_000;
const BATCH = 20_000;
const LETTERS = 'ABCEFGHJKLMPQRSTUVWXYZ';

/** The i-th bulk plate: 云 + a letter other than N (the fixtures' letter) + 5 digits. */
export function bulkPlate(index: number): string {
  return `云${LETTERS[Math.floor(index / 100_000) % LETTERS.length]}${String(index % 100_000).padStart(5, '0')}`;
}

/**
 * Adds `count` finished orders over count/10 plates (10 each), for load tests: mostly completed
 * (status 9, prepaid at the kerb), every tenth one still to pay. Inserted in
 * batched transactions through one prepared statement.
 */
export function addBulkOrders(
  db: Db,
  count: number,
  now: Date,
): { orders: number; plates: number } {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('orders must be a whole number');
  const stations = db.prepare('SELECT id, code FROM stations ORDER BY id').all() as {
    id: number;
    code: string;
  }[];
  const devices = db.prepare('SELECT code, station_id, space FROM devices ORDER BY code').all() as {
    code: string;
    station_id: number;
    space: string;
  }[];
  if (stations.length === 0 || devices.length === 0)
    throw new Error('seed the database before adding bulk orders');
  const codeOf = new Map(stations.map((station) => [station.id, station.code]));
  const plates = Math.max(1, Math.ceil(count / 10));
  const firstId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM orders').pluck().get() as number;
  const insert = db.prepare(
    `INSERT INTO orders (id, serial, book_code, number, plate_type, status, type, device, station_id, space,
       start_at, finish_at, minutes, ncash, cash, rcash, pay_at, paytype)
     VALUES (@id, @serial, @bookCode, @number, 1, @status, 0, @device, @stationId, @space,
       @startAt, @finishAt, @minutes, @ncash, @cash, @rcash, @payAt, @paytype)`,
  );
  const today = chinaDate(now);
  const insertBatch = db.transaction((from: number, to: number) => {
    for (let index = from; index < to; index++) {
      const id = firstId + index;
      const device = devices[index % devices.length]!;
      const daysAgo = 1 + (index % 180);
      const startAt =
        Date.parse(`${addDays(today, -daysAgo)}T08:00:00+08:00`) +
        ((index * 7919) % (12 * 60)) * MINUTE;
      const minutes = 10 + ((index * 104_729) % 300);
      const ncash = feeFor(minutes, feeRuleFor(codeOf.get(device.station_id)!));
      const toPay = index % 10 === 0 && ncash > 0;
      const finishAt = startAt + minutes * MINUTE;
      insert.run({
        id,
        serial: String(id),
        bookCode: orderBookCode(id, startAt),
        number: bulkPlate(index % plates),
        status: toPay ? 22 : 9,
        device: device.code,
        stationId: device.station_id,
        space: device.space,
        startAt,
        finishAt,
        minutes,
        ncash,
        // Completed bulk orders were prepaid at the kerb (rcash = the fee), so they imply no pay
        // order and the money invariant holds for bulk data too.
        cash: toPay ? ncash : 0,
        rcash: toPay ? 0 : ncash,
        payAt: toPay ? null : finishAt,
        paytype: toPay ? null : 'free',
      });
    }
  });
  for (let from = 0; from < count; from += BATCH) insertBatch(from, Math.min(count, from + BATCH));
  return { orders: count, plates };
}
