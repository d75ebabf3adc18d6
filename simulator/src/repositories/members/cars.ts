import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface CarRow {
  id: number;
  serial: string;
  member_id: number;
  number: string;
  plate_type: number;
  secret: number;
  created_at: number;
}

export interface MembershipRow {
  id: number;
  number: string;
  card_id: number;
  service: string;
  start_date: string;
  end_date: string;
  economize: number;
}

export function carRepository(db: Db) {
  const s = onFirstUse(db, {
    list: () =>
      db.prepare(
        `SELECT * FROM cars WHERE member_id = @memberId ORDER BY id LIMIT @limit OFFSET @offset`,
      ),
    all: () => db.prepare('SELECT * FROM cars WHERE member_id = @memberId ORDER BY id'),
    count: () => db.prepare('SELECT COUNT(*) FROM cars WHERE member_id = @memberId').pluck(),
    bySerial: () =>
      db.prepare('SELECT * FROM cars WHERE serial = @serial AND member_id = @memberId'),
    byNumber: () =>
      db.prepare('SELECT * FROM cars WHERE member_id = @memberId AND number = @number'),
    boundElsewhere: () =>
      db.prepare(
        'SELECT * FROM cars WHERE number = @number AND member_id <> @memberId ORDER BY id',
      ),
    hiddenFrom: () =>
      db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM cars WHERE number = @number AND secret = 1 AND member_id <> @memberId)
            AND NOT EXISTS (SELECT 1 FROM cars WHERE number = @number AND member_id = @memberId)`,
        )
        .pluck(),
    insert: () =>
      db.prepare(
        `INSERT INTO cars (serial, member_id, number, plate_type, created_at)
       VALUES (@serial, @memberId, @number, @plateType, @createdAt)`,
      ),
    remove: () => db.prepare('DELETE FROM cars WHERE id = @id AND member_id = @memberId'),
    // Auto-pay names its binding by the car row's id, and SQLite gives the highest deleted id to
    // the next row: a plate moved away and back could get its old id and revive auto-pay. Ending
    // a binding turns its auto-pay off, whatever id the next one gets.
    endAutoPay: () =>
      db.prepare(
        'UPDATE auto_pay SET enabled = 0 WHERE member_id = @memberId AND car_id = @id AND enabled = 1',
      ),
    endAllAutoPay: () =>
      db.prepare('UPDATE auto_pay SET enabled = 0 WHERE member_id = @memberId AND enabled = 1'),
    setSecret: () =>
      db.prepare('UPDATE cars SET secret = @secret WHERE id = @id AND member_id = @memberId'),
    moveAll: () =>
      db.prepare(`UPDATE OR IGNORE cars SET member_id = @toId WHERE member_id = @fromId`),
    dropRest: () => db.prepare('DELETE FROM cars WHERE member_id = @fromId'),
    saveAttention: () =>
      db.prepare(
        `INSERT INTO attentions (member_id, number, subscribe) VALUES (@memberId, @number, @subscribe)
       ON CONFLICT (member_id, number) DO UPDATE SET subscribe = @subscribe`,
      ),
  });
  return {
    list: (memberId: number, limit: number, offset: number) =>
      s.list.all({ memberId, limit, offset }) as CarRow[],
    all: (memberId: number) => s.all.all({ memberId }) as CarRow[],
    count: (memberId: number) => s.count.get({ memberId }) as number,
    bySerial: (memberId: number, serial: string) =>
      s.bySerial.get({ memberId, serial }) as CarRow | undefined,
    byNumber: (memberId: number, number: string) =>
      s.byNumber.get({ memberId, number }) as CarRow | undefined,
    /** The bindings of a plate by other members than `memberId`. */
    boundElsewhere: (memberId: number, number: string) =>
      s.boundElsewhere.all({ memberId, number }) as CarRow[],
    /**
     * The car "secret" switch: a plate an owner keeps secret is hidden from every member who has
     * not bound it (its orders by plate, where it is parked now). A nobody's plate is never hidden.
     */
    hiddenFrom: (memberId: number, number: string) =>
      (s.hiddenFrom.get({ memberId, number }) as number) === 1,
    insert: (car: {
      serial: string | null;
      memberId: number;
      number: string;
      plateType: number;
      createdAt: number;
    }) => Number(s.insert.run(car).lastInsertRowid),
    remove: (memberId: number, id: number) => {
      s.endAutoPay.run({ memberId, id });
      return s.remove.run({ memberId, id }).changes === 1;
    },
    setSecret: (memberId: number, id: number, secret: number) =>
      s.setSecret.run({ memberId, id, secret }),
    /** Account merge: the other account's cars move over (plates both have stay once). */
    moveAll: (fromId: number, toId: number) => {
      s.moveAll.run({ fromId, toId });
      s.endAllAutoPay.run({ memberId: fromId });
      s.dropRest.run({ fromId });
    },
    /** A closing account unbinds every plate it holds. */
    removeAllOf: (memberId: number) => {
      s.endAllAutoPay.run({ memberId });
      return s.dropRest.run({ fromId: memberId });
    },
    saveAttention: (memberId: number, number: string, subscribe: number) =>
      s.saveAttention.run({ memberId, number, subscribe }),
  };
}

export function membershipRepository(db: Db) {
  const s = onFirstUse(db, {
    latest: () =>
      db.prepare(
        'SELECT * FROM memberships WHERE number = @number ORDER BY end_date DESC, id DESC LIMIT 1',
      ),
    coveringDate: () =>
      db.prepare(
        `SELECT * FROM memberships WHERE number = @number AND start_date <= @date AND end_date >= @date
       ORDER BY end_date DESC LIMIT 1`,
      ),
    economize: () =>
      db
        .prepare('SELECT COALESCE(SUM(economize), 0) FROM memberships WHERE number = @number')
        .pluck(),
    runningOnCarsOf: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM memberships ms
         WHERE ms.end_date >= @today AND ms.number IN (SELECT number FROM cars WHERE member_id = @memberId)`,
        )
        .pluck(),
    insert: () =>
      db.prepare(
        `INSERT INTO memberships (number, card_id, service, start_date, end_date, pay_order_id, economize, created_at)
       VALUES (@number, @cardId, @service, @startDate, @endDate, @payOrderId, @economize, @createdAt)`,
      ),
    addEconomize: () =>
      db.prepare('UPDATE memberships SET economize = economize + @amount WHERE id = @id'),
    byPayOrder: () =>
      db.prepare('SELECT * FROM memberships WHERE pay_order_id = @payOrderId ORDER BY id'),
    renewalNoticed: () =>
      db
        .prepare(
          'SELECT days FROM renewal_notices WHERE membership_id = @membershipId AND member_id = @memberId',
        )
        .pluck(),
    insertRenewalNotice: () =>
      db.prepare(
        `INSERT OR IGNORE INTO renewal_notices (membership_id, member_id, days, created_at)
       VALUES (@membershipId, @memberId, @days, @createdAt)`,
      ),
  });
  return {
    latest: (number: string) => s.latest.get({ number }) as MembershipRow | undefined,
    coveringDate: (number: string, date: string) =>
      s.coveringDate.get({ number, date }) as MembershipRow | undefined,
    economize: (number: string) => s.economize.get({ number }) as number,
    /** Memberships not ended yet on the plates a member holds (they stay with the plates). */
    runningOnCarsOf: (memberId: number, today: string) =>
      s.runningOnCarsOf.get({ memberId, today }) as number,
    insert: (m: {
      number: string;
      cardId: number;
      service: string;
      startDate: string;
      endDate: string;
      payOrderId: number | null;
      economize: number;
      createdAt: number;
    }) => s.insert.run(m),
    addEconomize: (id: number, amount: number) => s.addEconomize.run({ id, amount }),
    byPayOrder: (payOrderId: number) => s.byPayOrder.all({ payOrderId }) as MembershipRow[],
    /** The renewal notices (days left: 7, 1) a member was given for a membership. */
    renewalNoticed: (membershipId: number, memberId: number) =>
      s.renewalNoticed.all({ membershipId, memberId }) as number[],
    insertRenewalNotice: (n: {
      membershipId: number;
      memberId: number;
      days: number;
      createdAt: number;
    }) => s.insertRenewalNotice.run(n),
  };
}

export interface CouponRow {
  id: number;
  serial: string;
  member_id: number;
  name: string;
  type: number;
  amount: number;
  discount: number;
  min_cost: number;
  used: number;
  start_date: string;
  end_date: string;
  /** County code the coupon is limited to (null: anywhere). */
  area: string | null;
  source: CouponSource;
  /** The pay order holding it (unpaid), or that used it; a closed pay order's hold is void. */
  pay_order_id: number | null;
  used_at: number | null;
}

/** Where a coupon came from. */
export type CouponSource = 'seed' | 'convert' | 'game';

/** A coupon row with its derived status and whether an unpaid pay order holds it (1) or not (0). */
export type CouponView = CouponRow & { status: number; held: number };

/** Coupon status is derived: used 1, past its end date 2, otherwise 0. */
const STATUS = `CASE WHEN used = 1 THEN 1 WHEN end_date < @today THEN 2 ELSE 0 END`;

/** Held: named by a pay order that is still unpaid (a lapsed or cancelled one frees it). */
const HELD = `(used = 0 AND pay_order_id IS NOT NULL AND EXISTS
  (SELECT 1 FROM pay_orders p WHERE p.id = coupons.pay_order_id AND p.status = 0))`;

export function couponRepository(db: Db) {
  const s = onFirstUse(db, {
    list: () =>
      db.prepare(
        `SELECT *, ${STATUS} AS status, ${HELD} AS held FROM coupons
       WHERE member_id = @memberId AND cleared = 0
         AND (@type IS NULL OR type = @type) AND (@status IS NULL OR ${STATUS} = @status)
       ORDER BY end_date, id LIMIT @limit OFFSET @offset`,
      ),
    count: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM coupons
         WHERE member_id = @memberId AND cleared = 0
           AND (@type IS NULL OR type = @type) AND (@status IS NULL OR ${STATUS} = @status)`,
        )
        .pluck(),
    unusedValue: () =>
      db
        .prepare(
          `SELECT COALESCE(SUM(amount), 0) FROM coupons
         WHERE member_id = @memberId AND cleared = 0 AND ${STATUS} = 0`,
        )
        .pluck(),
    stats: () =>
      db.prepare(
        `SELECT COALESCE(SUM(${STATUS} = 0), 0) AS unused, COALESCE(SUM(${STATUS} = 1), 0) AS used,
              COALESCE(SUM(${STATUS} = 2), 0) AS expired
       FROM coupons WHERE member_id = @memberId AND cleared = 0`,
      ),
    bySerial: () =>
      db.prepare(
        `SELECT *, ${STATUS} AS status, ${HELD} AS held FROM coupons
       WHERE serial = @serial AND member_id = @memberId AND cleared = 0`,
      ),
    byId: () =>
      db.prepare(`SELECT *, ${STATUS} AS status, ${HELD} AS held FROM coupons WHERE id = @id`),
    insert: () =>
      db.prepare(
        `INSERT INTO coupons (serial, member_id, name, type, amount, discount, min_cost, start_date, end_date, created_at, area, source)
       VALUES (@serial, @memberId, @name, @type, @amount, @discount, @minCost, @startDate, @endDate, @createdAt, @area, @source)`,
      ),
    // Takes the coupon for a pay order only if it is the member's, unused, in its dates and not
    // held by another unpaid pay order: the check and the take are one statement, so of two pay
    // orders racing for one coupon exactly one gets it.
    hold: () =>
      db.prepare(
        `UPDATE coupons SET pay_order_id = @payOrderId
       WHERE id = @id AND member_id = @memberId AND cleared = 0 AND used = 0
         AND start_date <= @today AND end_date >= @today AND NOT ${HELD}`,
      ),
    heldBy: () => db.prepare(`SELECT * FROM coupons WHERE pay_order_id = @payOrderId`),
    markUsed: () =>
      db.prepare(
        `UPDATE coupons SET used = 1, used_at = @at WHERE pay_order_id = @payOrderId AND used = 0`,
      ),
    clearExpired: () =>
      db.prepare(
        `UPDATE coupons SET cleared = 1
       WHERE member_id = @memberId AND cleared = 0 AND used = 0 AND end_date < @today`,
      ),
    moveAll: () => db.prepare('UPDATE coupons SET member_id = @toId WHERE member_id = @fromId'),
    code: () => db.prepare('SELECT * FROM coupon_codes WHERE code = @code'),
    useCode: () =>
      db.prepare(
        `UPDATE coupon_codes SET used_by = @memberId, used_at = @at WHERE code = @code AND used_by IS NULL`,
      ),
  });
  type Filter = { memberId: number; today: string; type: number | null; status: number | null };
  return {
    list: (f: Filter & { limit: number; offset: number }) => s.list.all(f) as CouponView[],
    count: (f: Filter) => s.count.get(f) as number,
    /** What the member's unused coupons take off together (fen). */
    unusedValue: (memberId: number, today: string) =>
      s.unusedValue.get({ memberId, today }) as number,
    stats: (memberId: number, today: string) =>
      s.stats.get({ memberId, today }) as { unused: number; used: number; expired: number },
    bySerial: (memberId: number, serial: string, today: string) =>
      s.bySerial.get({ memberId, serial, today }) as CouponView | undefined,
    byId: (id: number, today: string) => s.byId.get({ id, today }) as CouponView | undefined,
    insert: (c: {
      serial: string | null;
      memberId: number;
      name: string;
      type: number;
      amount: number;
      discount: number;
      minCost: number;
      startDate: string;
      endDate: string;
      createdAt: number;
      area?: string | null;
      source?: CouponSource;
    }) => Number(s.insert.run({ area: null, source: 'seed', ...c }).lastInsertRowid),
    hold: (id: number, memberId: number, payOrderId: number, today: string) =>
      s.hold.run({ id, memberId, payOrderId, today }).changes === 1,
    heldBy: (payOrderId: number) => s.heldBy.get({ payOrderId }) as CouponRow | undefined,
    markUsed: (payOrderId: number, at: number) => s.markUsed.run({ payOrderId, at }).changes,
    clearExpired: (memberId: number, today: string) =>
      s.clearExpired.run({ memberId, today }).changes,
    moveAll: (fromId: number, toId: number) => s.moveAll.run({ fromId, toId }),
    code: (code: string) =>
      s.code.get({ code }) as
        | {
            code: string;
            name: string;
            amount: number;
            min_cost: number;
            days: number;
            used_by: number | null;
          }
        | undefined,
    useCode: (code: string, memberId: number, at: number) =>
      s.useCode.run({ code, memberId, at }).changes === 1,
  };
}
