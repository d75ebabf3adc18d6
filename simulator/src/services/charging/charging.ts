import { distanceMetres, fenToYuan, MINUTE_MS, MIN_TOPUP_FEN } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail, notFound } from '../../http/errors';
import type { ChargeOrderRow, StationRow } from '../../repositories/charging/charging';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { apiTime, apiTimeOrNull, idOf, pageOf, paging, type PageQuery } from '../../util/format';
import type { FundsService } from '../members/funds';

/** Charging needs this much balance to start (it is paid from the balance when it stops). */
export const MIN_CHARGING_BALANCE = MIN_TOPUP_FEN;

/**
 * EV charging: energy flows at the charger's power over simulator time, billed at the stop. It never
 * outruns the money: a session stops by itself at the first minute its cost reaches the balance
 * (checked lazily whenever the member or the session is read, and when the clock is advanced); the
 * cost is debited up to the balance and any shortfall is the order's debt, which blocks new sessions
 * until a pay order of type `charging` pays it.
 */
export function chargingService(
  store: Store,
  clock: Clock,
  funds: FundsService,
  /** A session stopped by itself because the balance ran out (the chat notice). */
  onExhausted: (
    memberId: number,
    stop: { finishAt: number; cost: number; debt: number },
  ) => void = () => {},
) {
  const { charging } = store;

  /** Energy (Wh) and cost (fen) of `minutes` of charging, metered per whole minute. */
  function meterMinutes(row: ChargeOrderRow, minutes: number) {
    const energy = Math.floor((row.power * 1000 * minutes) / 60);
    return { energy, cost: Math.round((energy * (row.price + row.service_fee)) / 1000) };
  }

  const minutesAt = (row: ChargeOrderRow, atMs: number) =>
    Math.floor(Math.max(0, atMs - row.start_at) / MINUTE_MS);

  /** Energy (Wh) and cost (fen) of an order up to `atMs`. */
  const meter = (row: ChargeOrderRow, atMs: number) => meterMinutes(row, minutesAt(row, atMs));

  /**
   * When a running session used the balance up, or null while the balance still covers it. The
   * balance has been what it is since the member's funds last changed, so the stop is the first
   * whole minute whose cost reaches it, but not before that change.
   */
  function exhaustedAt(row: ChargeOrderRow, balance: number, nowMs: number): number | null {
    const minutesNow = minutesAt(row, nowMs);
    if (meterMinutes(row, minutesNow).cost < balance) return null;
    let low = 0;
    let high = minutesNow;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (meterMinutes(row, middle).cost >= balance) high = middle;
      else low = middle + 1;
    }
    const changedAt = charging.fundsChangedAt(row.member_id) ?? row.start_at;
    return Math.min(nowMs, Math.max(row.start_at + low * MINUTE_MS, changedAt));
  }

  /**
   * Finishes a session at `atMs` in one transaction: the cost is debited up to the balance, the
   * rest is debt. False when it had finished already.
   */
  function finish(row: ChargeOrderRow, atMs: number): boolean {
    return store.transaction(() => {
      const { energy, cost } = meter(row, atMs);
      const balance = store.members.byId(row.member_id)?.funds ?? 0;
      const debited = Math.min(cost, Math.max(0, balance));
      const debt = cost - debited;
      const paid = debt === 0 ? 1 : 0;
      if (!charging.finish({ id: row.id, finishAt: atMs, energy, cost, paid, debt })) return false;
      if (debited > 0) funds.debit(row.member_id, debited, 'charging', { chargeOrderId: row.id });
      return true;
    });
  }

  /** Stops a running session whose cost has reached the balance; true when one was stopped. */
  function stopWhenExhausted(row: ChargeOrderRow): boolean {
    const now = clock.nowMs();
    const balance = store.members.byId(row.member_id)?.funds ?? 0;
    const at = exhaustedAt(row, balance, now);
    if (at === null || !finish(row, at)) return false;
    const { cost } = meter(row, at);
    onExhausted(row.member_id, { finishAt: at, cost, debt: cost - Math.min(cost, balance) });
    return true;
  }

  function settleDueOf(memberId: number): boolean {
    const active = charging.activeOf(memberId);
    return active ? stopWhenExhausted(active) : false;
  }

  function view(row: ChargeOrderRow): Schemas['ChargeOrder'] {
    const live =
      row.finish_at === null ? meter(row, clock.nowMs()) : { energy: row.energy, cost: row.cost };
    return {
      serial: String(row.id),
      station: row.station_serial,
      stationName: row.station_name,
      equipment: row.equipment_serial,
      status: row.finish_at === null ? 0 : 1,
      startTime: apiTime(row.start_at),
      finishTime: apiTimeOrNull(row.finish_at),
      energy: live.energy,
      cost: live.cost,
      debt: row.debt,
      paid: row.finish_at !== null && (row.debt === 0 || row.debt_paid === 1),
    };
  }

  function own(member: MemberRow, serial: string) {
    settleDueOf(member.id);
    const row = charging.order(member.id, idOf(serial));
    if (!row) throw notFound('chargeOrder');
    return row;
  }

  const station = (row: StationRow, distance?: number): Schemas['ChargeStation'] => ({
    serial: row.serial,
    name: row.name,
    address: row.address,
    lng: row.lng,
    lat: row.lat,
    total: row.total,
    free: row.free,
    price: row.price,
    serviceFee: row.service_fee,
    ...(distance === undefined ? {} : { distance }),
  });

  return {
    /**
     * The member is being read: a running session whose cost reached their balance stops now.
     * True when one stopped (the member's funds changed).
     */
    settleDueOf,

    /** The clock moved: every running session is checked against its member's balance. */
    settleAllDue(): number {
      return charging.active().filter(stopWhenExhausted).length;
    },

    /** What the member owes for charging and has not paid yet (fen). */
    unpaidDebtOf: (memberId: number) => charging.unpaidDebtOf(memberId),

    /**
     * A merge or a close: the member's running session (if any) stops and is billed now, in the
     * caller's transaction, so its cost is debited or owed before the account's money moves or the
     * account closes. True when one stopped.
     */
    stopAndBillRunningOf(memberId: number): boolean {
      const active = charging.activeOf(memberId);
      if (!active) return false;
      return stopWhenExhausted(active) || finish(active, clock.nowMs());
    },

    /** A merge: the closing account's unpaid debts become the survivor's, with its money. */
    moveUnpaidDebts: (fromId: number, toId: number) => charging.moveUnpaidDebts(fromId, toId),

    stations(query: { lng?: number; lat?: number } & PageQuery) {
      const page = paging(query);
      const point =
        query.lng !== undefined && query.lat !== undefined
          ? { lng: query.lng, lat: query.lat }
          : null;
      const all = charging
        .stations()
        .map((row) => ({
          row,
          distance: point ? Math.round(distanceMetres(point, row)) : undefined,
        }))
        .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
      const list = all
        .slice(page.offset, page.offset + page.limit)
        .map(({ row, distance }) => station(row, distance));
      return pageOf(list, all.length, page);
    },

    equipment(stationSerial: string): Schemas['ChargeEquipment'][] {
      if (!charging.stationExists(stationSerial)) throw notFound('station');
      return charging.equipmentOf(stationSerial).map((row) => ({
        serial: row.serial,
        station: row.station_serial,
        name: row.name,
        power: row.power,
        status: row.offline ? 2 : row.busy ? 1 : 0,
      }));
    },

    orders(member: MemberRow, query: PageQuery) {
      settleDueOf(member.id);
      const page = paging(query);
      return pageOf(
        charging.orders(member.id, page.limit, page.offset).map(view),
        charging.countOrders(member.id),
        page,
      );
    },

    order: (member: MemberRow, serial: string) => view(own(member, serial)),

    start(member: MemberRow, equipmentSerial: string) {
      const equipment = charging.equipment(equipmentSerial);
      if (!equipment) throw notFound('equipment');
      if (equipment.offline || equipment.busy) throw fail('equipmentBusy');
      settleDueOf(member.id);
      if (charging.activeOf(member.id)) throw fail('alreadyCharging');
      const debt = charging.unpaidDebtOf(member.id);
      if (debt > 0) throw fail('chargingDebtUnpaid', { yuan: fenToYuan(debt) });
      const balance = store.members.byId(member.id)?.funds ?? 0;
      if (balance < MIN_CHARGING_BALANCE) throw fail('balanceTooLowToCharge');
      const id = charging.insert(member.id, equipment.id, clock.nowMs());
      return view(charging.order(member.id, id)!);
    },

    /** Stops and bills now in one transaction: debited up to the balance, the rest is debt. */
    stop(member: MemberRow, serial: string) {
      const row = own(member, serial);
      if (row.finish_at !== null || !finish(row, clock.nowMs())) throw fail('chargingFinished');
      return view(own(member, serial));
    },
  };
}

export type ChargingService = ReturnType<typeof chargingService>;
