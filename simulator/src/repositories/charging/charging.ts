import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface StationRow {
  id: number;
  serial: string;
  name: string;
  address: string;
  lng: number;
  lat: number;
  price: number;
  service_fee: number;
  total: number;
  free: number;
}

export interface EquipmentRow {
  id: number;
  serial: string;
  station_id: number;
  station_serial: string;
  name: string;
  power: number;
  offline: number;
  busy: number;
}

export interface ChargeOrderRow {
  id: number;
  member_id: number;
  equipment_id: number;
  start_at: number;
  finish_at: number | null;
  energy: number;
  cost: number;
  paid: number;
  /** What the balance could not cover at the stop (fen). */
  debt: number;
  debt_pay_order_id: number | null;
  /** 1 when the debt's pay order is paid. */
  debt_paid: number;
  equipment_serial: string;
  power: number;
  station_serial: string;
  station_name: string;
  price: number;
  service_fee: number;
}

const BUSY = `EXISTS (SELECT 1 FROM charge_orders o WHERE o.equipment_id = e.id AND o.finish_at IS NULL)`;
/** A finished charging order whose debt is not paid yet. */
export interface ChargingDebtRow {
  id: number;
  member_id: number;
  debt: number;
}

const DEBT_PAID = `EXISTS (SELECT 1 FROM pay_orders p WHERE p.id = o.debt_pay_order_id AND p.status = 1)`;
const ORDER = `SELECT o.*, e.serial AS equipment_serial, e.power, s.serial AS station_serial,
    s.name AS station_name, s.price, s.service_fee, ${DEBT_PAID} AS debt_paid
  FROM charge_orders o JOIN charge_equipment e ON e.id = o.equipment_id
  JOIN charge_stations s ON s.id = e.station_id`;

/** EV charging stations, their chargers and the members' charging orders. */
export function chargingRepository(db: Db) {
  const s = onFirstUse(db, {
    stations: () =>
      db.prepare(
        `SELECT s.*, COUNT(e.id) AS total,
         COALESCE(SUM(e.offline = 0 AND NOT ${BUSY}), 0) AS free
       FROM charge_stations s LEFT JOIN charge_equipment e ON e.station_id = s.id
       GROUP BY s.id ORDER BY s.id`,
      ),
    station: () => db.prepare('SELECT id FROM charge_stations WHERE serial = @serial').pluck(),
    equipmentOf: () =>
      db.prepare(
        `SELECT e.*, s.serial AS station_serial, ${BUSY} AS busy FROM charge_equipment e
       JOIN charge_stations s ON s.id = e.station_id WHERE s.serial = @serial ORDER BY e.id`,
      ),
    equipment: () =>
      db.prepare(
        `SELECT e.*, s.serial AS station_serial, ${BUSY} AS busy FROM charge_equipment e
       JOIN charge_stations s ON s.id = e.station_id WHERE e.serial = @serial`,
      ),
    orders: () =>
      db.prepare(
        `${ORDER} WHERE o.member_id = @memberId ORDER BY o.start_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
      ),
    countOrders: () =>
      db.prepare('SELECT COUNT(*) FROM charge_orders WHERE member_id = @memberId').pluck(),
    order: () => db.prepare(`${ORDER} WHERE o.id = @id AND o.member_id = @memberId`),
    activeOf: () => db.prepare(`${ORDER} WHERE o.member_id = @memberId AND o.finish_at IS NULL`),
    active: () => db.prepare(`${ORDER} WHERE o.finish_at IS NULL ORDER BY o.id`),
    unpaidDebtOf: () =>
      db
        .prepare(
          `SELECT COALESCE(SUM(o.debt), 0) FROM charge_orders o
         WHERE o.member_id = @memberId AND o.debt > 0 AND NOT ${DEBT_PAID}`,
        )
        .pluck(),
    fundsChangedAt: () =>
      db.prepare('SELECT MAX(created_at) FROM funds_ledger WHERE member_id = @memberId').pluck(),
    insert: () =>
      db.prepare(
        'INSERT INTO charge_orders (member_id, equipment_id, start_at) VALUES (@memberId, @equipmentId, @startAt)',
      ),
    moveUnpaidDebts: () =>
      db.prepare(
        `UPDATE charge_orders AS o SET member_id = @toId
       WHERE o.member_id = @fromId AND o.finish_at IS NOT NULL AND o.debt > 0 AND NOT ${DEBT_PAID}`,
      ),
    unpaidDebts: () =>
      db.prepare(
        `SELECT id, member_id, debt FROM charge_orders
       WHERE member_id = @memberId AND debt > 0 AND debt_pay_order_id IS NULL ORDER BY id`,
      ),
    payOffDebt: () =>
      db.prepare(
        `UPDATE charge_orders SET debt_pay_order_id = @payOrderId
       WHERE id = @id AND member_id = @memberId AND debt > 0 AND debt_pay_order_id IS NULL`,
      ),
    finish: () =>
      db.prepare(
        `UPDATE charge_orders SET finish_at = @finishAt, energy = @energy, cost = @cost, paid = @paid,
         debt = @debt
       WHERE id = @id AND finish_at IS NULL`,
      ),
  });
  return {
    stations: () => s.stations.all() as StationRow[],
    stationExists: (serial: string) => s.station.get({ serial }) !== undefined,
    equipmentOf: (stationSerial: string) =>
      s.equipmentOf.all({ serial: stationSerial }) as EquipmentRow[],
    equipment: (serial: string) => s.equipment.get({ serial }) as EquipmentRow | undefined,
    orders: (memberId: number, limit: number, offset: number) =>
      s.orders.all({ memberId, limit, offset }) as ChargeOrderRow[],
    countOrders: (memberId: number) => s.countOrders.get({ memberId }) as number,
    order: (memberId: number, id: number) =>
      s.order.get({ memberId, id }) as ChargeOrderRow | undefined,
    activeOf: (memberId: number) => s.activeOf.get({ memberId }) as ChargeOrderRow | undefined,
    /** Every running session (the clock advance checks them all). */
    active: () => s.active.all() as ChargeOrderRow[],
    /** The member's charging debt not paid yet (fen). */
    unpaidDebtOf: (memberId: number) => s.unpaidDebtOf.get({ memberId }) as number,
    /** When the member's funds last changed (ms), null if never. */
    fundsChangedAt: (memberId: number) => s.fundsChangedAt.get({ memberId }) as number | null,
    insert: (memberId: number, equipmentId: number, startAt: number) =>
      Number(s.insert.run({ memberId, equipmentId, startAt }).lastInsertRowid),
    /** The finished orders of `fromId` with a debt not paid yet now belong to `toId`. */
    moveUnpaidDebts: (fromId: number, toId: number) =>
      s.moveUnpaidDebts.run({ fromId, toId }).changes,
    /** The member's finished charging orders with a debt no pay order has paid, oldest first. */
    unpaidDebts: (memberId: number) => s.unpaidDebts.all({ memberId }) as ChargingDebtRow[],
    /** Marks a debt paid by a pay order; false when it was not the member's unpaid debt. */
    payOffDebt: (id: number, memberId: number, payOrderId: number) =>
      s.payOffDebt.run({ id, memberId, payOrderId }).changes === 1,
    finish: (f: {
      id: number;
      finishAt: number;
      energy: number;
      cost: number;
      paid: number;
      debt: number;
    }) => s.finish.run(f).changes === 1,
  };
}
