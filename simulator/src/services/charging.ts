import { MIN_TOPUP_FEN } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../clock';
import { fail, notFound } from '../http/errors';
import type { ChargeOrderRow, StationRow } from '../repositories/charging';
import type { MemberRow } from '../repositories/members';
import type { Store } from '../repositories/store';
import { apiTime, apiTimeOrNull, idOf, pageOf, paging, type PageQuery } from '../util/format';
import { distanceMetres } from './catalog';
import type { FundsService } from './funds';

/** Charging needs this much balance to start (it is paid from the balance when it stops). */
export const MIN_CHARGING_BALANCE = MIN_TOPUP_FEN;

/** EV charging: energy flows at the charger's power over simulator time, billed at the stop. */
export function chargingService(store: Store, clock: Clock, funds: FundsService) {
  const { charging } = store;

  /** Energy (Wh) and cost (fen) of an order up to `atMs`, metered per whole minute. */
  function meter(row: ChargeOrderRow, atMs: number) {
    const minutes = Math.floor(Math.max(0, atMs - row.start_at) / 60_000);
    const energy = Math.floor((row.power * 1000 * minutes) / 60);
    return { energy, cost: Math.round((energy * (row.price + row.service_fee)) / 1000) };
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
      paid: row.paid === 1,
    };
  }

  function own(member: MemberRow, serial: string) {
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
    stations(query: { lng?: number; lat?: number } & PageQuery) {
      const page = paging(query);
      const point =
        query.lng !== undefined && query.lat !== undefined
          ? { lng: query.lng, lat: query.lat }
          : null;
      const all = charging
        .stations()
        .map((row) => ({ row, distance: point ? distanceMetres(point, row) : undefined }))
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
      if (charging.activeOf(member.id)) throw fail('alreadyCharging');
      if (member.funds < MIN_CHARGING_BALANCE) throw fail('balanceTooLowToCharge');
      const id = charging.insert(member.id, equipment.id, clock.nowMs());
      return view(charging.order(member.id, id)!);
    },

    /** Stops and bills in one transaction; paid from the balance when it covers the cost. */
    stop(member: MemberRow, serial: string) {
      const row = own(member, serial);
      if (row.finish_at !== null) throw fail('chargingFinished');
      store.transaction(() => {
        const now = clock.nowMs();
        const { energy, cost } = meter(row, now);
        const current = store.members.byId(member.id)!;
        const paid = current.funds >= cost;
        if (!charging.finish({ id: row.id, finishAt: now, energy, cost, paid: paid ? 1 : 0 })) {
          throw fail('chargingFinished');
        }
        if (paid && cost > 0) funds.debit(member.id, cost, 'charging', { chargeOrderId: row.id });
      });
      return view(own(member, serial));
    },
  };
}

export type ChargingService = ReturnType<typeof chargingService>;
