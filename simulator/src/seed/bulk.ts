import { addDays, chinaDate, MINUTE_MS } from '@dehong/api-spec/domain';
import type { Db } from '../db/database';
import { BULK_ORDER_VALUES, bulkOrderRepository } from '../repositories/seed/bulk';
import { feeFor, feeRuleFor } from '../services/orders/billing';

const ORDERS_PER_PLATE = 10;
const DAYS = 180;
const BATCH = 50_000;
const LETTERS = 'ABCEFGHJKLMPQRSTUVWXYZ';
const ROWS_PER_INSERT = 100;

/** The i-th bulk plate: 云 + a letter other than N (the fixtures' letter) + 5 digits. */
export function bulkPlate(index: number): string {
  return `云${LETTERS[Math.floor(index / 100_000) % LETTERS.length]}${String(index % 100_000).padStart(5, '0')}`;
}

/**
 * Adds `count` finished orders over count/10 plates (10 each, the last 180 days), for load tests:
 * mostly completed (status 9, prepaid at the kerb), one order of each plate still to pay. One prepared
 * statement in batched transactions; rows go in plate by plate with increasing serials and order
 * numbers, so every index grows at its end (a million rows in a few seconds).
 */
export function addBulkOrders(
  db: Db,
  count: number,
  now: Date,
): { orders: number; plates: number } {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('orders must be a whole number');
  const repository = bulkOrderRepository(db);
  const devices = repository.devices();
  if (devices.length === 0) throw new Error('seed the database before adding bulk orders');
  const plates = Math.max(1, Math.ceil(count / ORDERS_PER_PLATE));
  const firstId = repository.nextOrderId();
  const today = chinaDate(now);
  const dayStarts = Array.from({ length: DAYS }, (_, day) =>
    Date.parse(`${addDays(today, -1 - day)}T08:00:00+08:00`),
  );
  const rules = devices.map((device) => feeRuleFor(device.area));
  // Rows go in ROWS_PER_INSERT at a time.
  const insertMany = repository.orderInserter(ROWS_PER_INSERT);
  const insertOne = repository.orderInserter(1);
  const insertBatch = db.transaction((from: number, to: number) => {
    let number = '';
    let pending: unknown[] = [];
    let rows = 0;
    for (let index = from; index < to; index++) {
      if (index % ORDERS_PER_PLATE === 0 || index === from)
        number = bulkPlate(Math.floor(index / ORDERS_PER_PLATE));
      const id = firstId + index;
      const at = index % devices.length;
      const device = devices[at]!;
      const startAt = dayStarts[(index * 31) % DAYS]! + ((index * 7919) % 720) * MINUTE_MS;
      const minutes = 10 + ((index * 104_729) % 300);
      const finishAt = startAt + minutes * MINUTE_MS;
      const ncash = feeFor(minutes, rules[at]!);
      const toPay = index % ORDERS_PER_PLATE === 3 && ncash > 0;
      const serial = `B${String(id).padStart(10, '0')}`;
      pending.push(
        id,
        serial,
        `DH${serial}`,
        number,
        toPay ? 22 : 9,
        device.code,
        device.station_id,
        device.space,
        startAt,
        finishAt,
        minutes,
        ncash,
        // Completed bulk orders were prepaid at the kerb (rcash = the fee), so they imply no
        // pay order and the money invariant holds for bulk data too.
        toPay ? ncash : 0,
        toPay ? 0 : ncash,
        toPay ? null : finishAt,
        toPay ? null : 'free',
      );
      if (++rows === ROWS_PER_INSERT) {
        insertMany(pending);
        pending = [];
        rows = 0;
      }
    }
    for (let row = 0; row < rows; row++)
      insertOne(pending.slice(row * BULK_ORDER_VALUES, (row + 1) * BULK_ORDER_VALUES));
  });
  // A bigger page cache while loading keeps index pages from spilling to disk mid-batch.
  repository.withCacheSize(131_072, () => {
    for (let from = 0; from < count; from += BATCH)
      insertBatch(from, Math.min(count, from + BATCH));
  });
  return { orders: count, plates };
}
