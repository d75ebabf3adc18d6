import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';
import { allRows, firstRow } from '../sql/rows';
import { onFirstUse } from '../sql/on-first-use';

export interface OrderRow {
  id: number;
  serial: string;
  book_code: string;
  number: string;
  plate_type: number;
  status: number;
  type: number;
  device: string;
  station_id: number;
  space: string;
  start_at: number;
  finish_at: number | null;
  sub_at: number | null;
  minutes: number;
  ncash: number;
  cash: number;
  rcash: number;
  coupon: number;
  coupon_tag: string;
  transaction_no: string;
  pay_at: number | null;
  paytype: string | null;
  spic: string;
  epic: string;
  invoice: number;
  hidden: number;
  /** The member who checked the car in at the kerb; null when a device or a patrol opened it. */
  member_id: number | null;
  station_name: string;
  address: string;
  code: string;
}

export interface NewOrder {
  /** null: the row id as text. */
  serial: string | null;
  bookCode: string;
  number: string;
  plateType: number;
  status: number;
  type: number;
  device: string;
  stationId: number;
  space: string;
  startAt: number;
  finishAt: number | null;
  minutes: number;
  ncash: number;
  cash: number;
  rcash: number;
  coupon: number;
  couponTag: string;
  transactionNo: string;
  payAt: number | null;
  paytype: string | null;
  spic: string;
  epic: string;
}

export interface OrderFilter {
  /** County or finer area code prefix; null for all of Dehong. */
  code: string | null;
  /** JSON array of statuses; null for all. */
  statuses: string | null;
}

export interface Ending {
  id: number;
  status: number;
  finishAt: number;
  minutes: number;
  ncash: number;
  cash: number;
  coupon: number;
  couponTag: string;
  payAt: number | null;
  paytype: string | null;
}

const SELECT = `SELECT o.*, s.name AS station_name, s.address AS address, s.code AS code
  FROM orders o JOIN stations s ON s.id = o.station_id`;
const MINE = `o.number IN (SELECT number FROM cars WHERE member_id = @memberId)`;

/**
 * The filter's conditions, only those it sets. A generic `(@x IS NULL OR ...)` form costs a
 * json_each scan and a bloom filter on every call even when nothing is filtered (~0.2 ms for a
 * plate's page), so each filter shape gets its own statement, prepared on first use.
 */
function filterSql(filter: OrderFilter): string {
  return [
    ...(filter.code === null ? [] : [`s.code LIKE @code || '%'`]),
    ...(filter.statuses === null ? [] : ['o.status IN (SELECT value FROM json_each(@statuses))']),
  ]
    .map((condition) => ` AND ${condition}`)
    .join('');
}

/**
 * A page's size as the SQL says it: written in when it is a small whole number (openapi.yaml caps
 * page sizes at 50, 200 for the map), so there are few statements; SQLite ran a plate's page of
 * orders about twice as slowly with `LIMIT @limit` bound (~170 against ~85 µs of CPU for 10 orders
 * of the 1M-order file). Anything else is bound.
 */
const limitSql = (limit: number) =>
  Number.isSafeInteger(limit) && limit >= 0 && limit <= 200 ? String(limit) : '@limit';

/**
 * One prepared statement per filter shape (and, for a page, per page size), made when first asked
 * for. `sql` gets the LIMIT to write (`@limit` when the statement is not a page).
 */
function byFilterShape(
  db: Db,
  sql: (filter: OrderFilter, limit: string) => string,
  { pluck = false, paged = false } = {},
) {
  const prepared = new Map<string, Statement>();
  return (filter: OrderFilter & { limit?: number }): Statement => {
    const limit = paged && filter.limit !== undefined ? limitSql(filter.limit) : '@limit';
    const shape = `${filter.code === null}${filter.statuses === null}${limit}`;
    let statement = prepared.get(shape);
    if (!statement) {
      statement = db.prepare(sql(filter, limit));
      if (pluck) statement.pluck();
      prepared.set(shape, statement);
    }
    return statement;
  };
}

export function orderRepository(db: Db) {
  const s = onFirstUse(db, {
    byId: () => db.prepare(`${SELECT} WHERE o.id = @id`),
    byBookCode: () => db.prepare(`${SELECT} WHERE o.book_code = @bookCode`),
    bySerial: () => db.prepare(`${SELECT} WHERE o.serial = @serial`),
    byIds: () =>
      db.prepare(`${SELECT} WHERE o.id IN (SELECT value FROM json_each(@ids)) ORDER BY o.id`),
    bySerials: () =>
      db.prepare(
        `${SELECT} WHERE o.serial IN (SELECT value FROM json_each(@serials)) ORDER BY o.start_at, o.id`,
      ),
    ofPlate: () =>
      byFilterShape(
        db,
        (f, limit) => `${SELECT} WHERE o.number = @number${filterSql(f)}
       ORDER BY o.start_at DESC, o.id DESC LIMIT ${limit} OFFSET @offset`,
        { paged: true },
      ),
    countOfPlate: () =>
      byFilterShape(
        db,
        (f) => `SELECT COUNT(*) FROM orders o JOIN stations s ON s.id = o.station_id
         WHERE o.number = @number${filterSql(f)}`,
        { pluck: true },
      ),
    ofMember: () =>
      byFilterShape(
        db,
        (
          f,
          limit,
        ) => `${SELECT} WHERE ${MINE} AND (@number IS NULL OR o.number = @number) AND o.hidden = 0
         ${filterSql(f)}
       ORDER BY o.start_at DESC, o.id DESC LIMIT ${limit} OFFSET @offset`,
        { paged: true },
      ),
    countOfMember: () =>
      byFilterShape(
        db,
        (f) => `SELECT COUNT(*) FROM orders o JOIN stations s ON s.id = o.station_id
         WHERE ${MINE} AND (@number IS NULL OR o.number = @number) AND o.hidden = 0
           ${filterSql(f)}`,
        { pluck: true },
      ),
    unpaidOfPlate: () =>
      byFilterShape(
        db,
        (f) => `${SELECT} WHERE o.number = @number AND o.status = 22${filterSql(f)}
       ORDER BY o.start_at, o.id`,
      ),
    unpaidOfPlates: () =>
      byFilterShape(
        db,
        (
          f,
        ) => `${SELECT} WHERE o.number IN (SELECT value FROM json_each(@numbers)) AND o.status = 22
         ${filterSql(f)}
       ORDER BY o.start_at, o.id`,
      ),
    parkingAtDevice: () =>
      db.prepare(
        `${SELECT} WHERE o.device = @device AND o.status IN (0, 1) ORDER BY o.start_at DESC LIMIT 1`,
      ),
    parkingOfPlate: () =>
      db.prepare(`${SELECT} WHERE o.number = @number AND o.status IN (0, 1) LIMIT 1`),
    endedNoPlateAtDevice: () =>
      db.prepare(
        `${SELECT} WHERE o.device = @device AND o.type = 2 AND o.status = 22
       ORDER BY o.finish_at DESC LIMIT 1`,
      ),
    insert: () =>
      db.prepare(
        `INSERT INTO orders (serial, book_code, number, plate_type, status, type, device, station_id, space,
         start_at, finish_at, minutes, ncash, cash, rcash, coupon, coupon_tag, transaction_no, pay_at,
         paytype, spic, epic)
       VALUES (@serial, @bookCode, @number, @plateType, @status, @type, @device, @stationId, @space,
         @startAt, @finishAt, @minutes, @ncash, @cash, @rcash, @coupon, @couponTag, @transactionNo,
         @payAt, @paytype, @spic, @epic)`,
      ),
    maxId: () => db.prepare('SELECT COALESCE(MAX(id), 0) FROM orders').pluck(),
    setCheckedInBy: () => db.prepare('UPDATE orders SET member_id = @memberId WHERE id = @id'),
    plateOfOthers: () =>
      db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM cars WHERE number = @number AND member_id <> @memberId)
           AND NOT EXISTS (SELECT 1 FROM cars WHERE number = @number AND member_id = @memberId)`,
        )
        .pluck(),
    end: () =>
      db.prepare(
        `UPDATE orders SET status = @status, finish_at = @finishAt, minutes = @minutes, ncash = @ncash,
         cash = @cash, coupon = @coupon, coupon_tag = @couponTag, pay_at = @payAt, paytype = @paytype
       WHERE id = @id AND status IN (0, 1)`,
      ),
    markPaid: () =>
      db.prepare(
        `UPDATE orders SET status = 9, pay_at = @payAt, paytype = @paytype, transaction_no = @transactionNo
       WHERE id = @id AND status = 22`,
      ),
    markSubmitted: () =>
      db.prepare('UPDATE orders SET sub_at = @at WHERE id = @id AND sub_at IS NULL'),
    setStatus: () => db.prepare('UPDATE orders SET status = @status WHERE id = @id'),
    hide: () => db.prepare('UPDATE orders SET hidden = 1 WHERE id = @id'),
    markInvoiced: () => db.prepare('UPDATE orders SET invoice = 1 WHERE id = @id'),
    arrearsOfMember: () =>
      db.prepare(
        `SELECT COALESCE(SUM(o.cash), 0) AS arrears, COUNT(*) AS unpay
       FROM orders o WHERE ${MINE} AND o.status = 22`,
      ),
    paidOfMemberSince: () =>
      db
        .prepare(
          `SELECT COALESCE(SUM(o.cash), 0) FROM orders o
         WHERE ${MINE} AND o.status = 9 AND o.pay_at >= @since`,
        )
        .pluck(),
    billsOfMember: () =>
      db.prepare(
        `SELECT strftime('%Y-%m', (o.pay_at + 28800000) / 1000, 'unixepoch') AS month,
              COUNT(*) AS count, SUM(o.cash) AS cost
       FROM orders o WHERE ${MINE} AND o.status = 9 AND o.pay_at IS NOT NULL
       GROUP BY month ORDER BY month DESC LIMIT @limit OFFSET @offset`,
      ),
    countBillsOfMember: () =>
      db
        .prepare(
          `SELECT COUNT(DISTINCT strftime('%Y-%m', (o.pay_at + 28800000) / 1000, 'unixepoch'))
         FROM orders o WHERE ${MINE} AND o.status = 9 AND o.pay_at IS NOT NULL`,
        )
        .pluck(),
    insertFault: () =>
      db.prepare(
        `INSERT INTO order_faults (order_id, member_id, content, previous_status, created_at)
       VALUES (@orderId, @memberId, @content, @previousStatus, @createdAt)`,
      ),
  });
  type Page = { limit: number; offset: number };
  return {
    byId: (id: number) => firstRow<OrderRow>(s.byId, { id }),
    byBookCode: (bookCode: string) => firstRow<OrderRow>(s.byBookCode, { bookCode }),
    bySerial: (serial: string) => firstRow<OrderRow>(s.bySerial, { serial }),
    byIds: (ids: number[]) => allRows<OrderRow>(s.byIds, { ids: JSON.stringify(ids) }),
    bySerials: (serials: string[]) =>
      allRows<OrderRow>(s.bySerials, { serials: JSON.stringify(serials) }),
    // Methods, not arrows: a CPU profile names them (the bench's profile counts the counts).
    ofPlate(q: OrderFilter & Page & { number: string }) {
      return allRows<OrderRow>(s.ofPlate(q), q);
    },
    countOfPlate(q: OrderFilter & { number: string }) {
      return s.countOfPlate(q).get(q) as number;
    },
    ofMember(q: OrderFilter & Page & { memberId: number; number: string | null }) {
      return allRows<OrderRow>(s.ofMember(q), q);
    },
    countOfMember(q: OrderFilter & { memberId: number; number: string | null }) {
      return s.countOfMember(q).get(q) as number;
    },
    /** Orders to pay of some plates, oldest first. */
    unpaidOfPlates: (numbers: string[], code: string | null) => {
      const filter = { code, statuses: null };
      return (
        numbers.length === 1
          ? allRows<OrderRow>(s.unpaidOfPlate(filter), { code, number: numbers[0] })
          : allRows<OrderRow>(s.unpaidOfPlates(filter), { code, numbers: JSON.stringify(numbers) })
      ) as OrderRow[];
    },
    parkingAtDevice: (device: string) => s.parkingAtDevice.get({ device }) as OrderRow | undefined,
    parkingOfPlate: (number: string) => s.parkingOfPlate.get({ number }) as OrderRow | undefined,
    endedNoPlateAtDevice: (device: string) =>
      s.endedNoPlateAtDevice.get({ device }) as OrderRow | undefined,
    insert: (order: NewOrder) => Number(s.insert.run(order).lastInsertRowid),
    nextId: () => (s.maxId.get() as number) + 1,
    setCheckedInBy: (id: number, memberId: number) => s.setCheckedInBy.run({ id, memberId }),
    /** The plate is bound by other members and not by `memberId`. */
    plateOfOthers: (memberId: number, number: string) =>
      (s.plateOfOthers.get({ memberId, number }) as number) === 1,
    /** Ends a parking order; false when it was no longer parking. */
    end: (ending: Ending) => s.end.run(ending).changes === 1,
    markPaid: (id: number, payAt: number, paytype: string, transactionNo: string) =>
      s.markPaid.run({ id, payAt, paytype, transactionNo }).changes === 1,
    markSubmitted: (id: number, at: number) => s.markSubmitted.run({ id, at }),
    setStatus: (id: number, status: number) => s.setStatus.run({ id, status }),
    hide: (id: number) => s.hide.run({ id }),
    markInvoiced: (id: number) => s.markInvoiced.run({ id }),
    arrearsOfMember: (memberId: number) =>
      s.arrearsOfMember.get({ memberId }) as { arrears: number; unpay: number },
    paidOfMemberSince: (memberId: number, since: number) =>
      s.paidOfMemberSince.get({ memberId, since }) as number,
    billsOfMember: (memberId: number, page: Page) =>
      s.billsOfMember.all({ memberId, ...page }) as {
        month: string;
        count: number;
        cost: number;
      }[],
    countBillsOfMember: (memberId: number) => s.countBillsOfMember.get({ memberId }) as number,
    insertFault: (f: {
      orderId: number;
      memberId: number;
      content: string;
      previousStatus: number;
      createdAt: number;
    }) => s.insertFault.run(f),
  };
}

export interface DeviceRow {
  code: string;
  station_id: number;
  space: string;
  last_number: string | null;
  last_plate_type: number | null;
  last_seen_at: number | null;
  station_name: string;
  address: string;
  area_code: string;
}

export function deviceRepository(db: Db) {
  const s = onFirstUse(db, {
    byCode: () =>
      db.prepare(
        `SELECT d.*, s.name AS station_name, s.address AS address, s.code AS area_code
       FROM devices d JOIN stations s ON s.id = d.station_id WHERE d.code = @code`,
      ),
    saw: () =>
      db.prepare(
        `UPDATE devices SET last_number = @number, last_plate_type = @plateType, last_seen_at = @at
       WHERE code = @code`,
      ),
  });
  return {
    byCode: (code: string) => s.byCode.get({ code }) as DeviceRow | undefined,
    saw: (code: string, number: string | null, plateType: number | null, at: number) =>
      s.saw.run({ code, number, plateType, at }),
  };
}
