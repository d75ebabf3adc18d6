import {
  AREAS,
  canLeaveNow,
  chinaDate,
  isValidPlate,
  PLATE_TYPES,
  type OrderStatusKey,
} from '@dehong/api-spec/domain';
import type { Order, OrderStatus, PlateType, RepaySummary, Schemas } from '@dehong/api-spec';
import type { Clock } from '../clock';
import { badRequest, fail, notFound } from '../http/errors';
import type { MemberRow } from '../repositories/members';
import type { OrderRow } from '../repositories/orders';
import type { Store } from '../repositories/store';
import {
  apiTime,
  apiTimeOrNull,
  compactStamp,
  pageOf,
  paging,
  type PageQuery,
} from '../util/format';
import { feeFor, feeRuleFor, parkedMinutes } from './billing';
import { signMediaPath } from './media-links';
import type { Staff } from './staff-keys';

/** The service fee added to a settlement (none in Dehong today). */
export const SERVICE_FEE = 0;

const PARKING_STATUSES = new Set([0, 1]);

export type { OrderStatusKey };

export interface OrderQuery extends PageQuery {
  code?: string;
  number?: string;
  status?: string;
  behalf?: 0 | 1;
}

/** An area code narrows the search; the whole prefecture (5331) or none means every area. */
export function areaFilter(code: string | undefined): string | null {
  return !code || code === AREAS.all ? null : code;
}

function statusFilter(status: string | undefined): string | null {
  return status ? JSON.stringify(status.split(',').map(Number)) : null;
}

/** Pseudo plates of no-plate vehicles carry 临 (the device gives one); plate type 4 says so too. */
export function isNoPlate(number: string, plateType?: number | null): boolean {
  return plateType === PLATE_TYPES.temporary || number.includes('临');
}

export function orderBookCode(id: number, startMs: number): string {
  return `DH${compactStamp(startMs).slice(0, 8)}${String(id).padStart(8, '0')}`;
}

/**
 * The total a page implies without counting: a page short of its size that has rows (or is the
 * first) ends the list. Null when only a count can tell (a full page, or past the end).
 */
function totalOf(list: unknown[], page: { limit: number; offset: number }): number | null {
  return list.length < page.limit && (list.length > 0 || page.offset === 0)
    ? page.offset + list.length
    : null;
}

/** Parking orders (spec sections 3, 4, 7): reading, billing, leaving, devices and totals. */
export function orderService(store: Store, clock: Clock) {
  const { orders, devices, memberships } = store;

  /** What an order costs if it ends at `endMs`: the area's fee, free under a valid membership. */
  function bill(row: OrderRow, endMs: number) {
    const minutes = parkedMinutes(row.start_at, endMs);
    const ncash = feeFor(minutes, feeRuleFor(row.code));
    const membership = memberships.coveringDate(row.number, chinaDate(new Date(row.start_at)));
    const coupon = membership ? Math.max(0, ncash - row.rcash) : 0;
    return {
      minutes,
      ncash,
      coupon,
      couponTag: membership && coupon > 0 ? membership.service : '',
      cash: Math.max(0, ncash - row.rcash - coupon),
      membershipId: membership?.id ?? null,
    };
  }

  function toOrder(row: OrderRow): Order {
    const live = PARKING_STATUSES.has(row.status) ? bill(row, clock.nowMs()) : null;
    return {
      bookCode: row.book_code,
      serial: row.serial,
      number: row.number,
      plateType: row.plate_type as PlateType,
      status: row.status as OrderStatus,
      type: row.type as Order['type'],
      machine: row.device,
      address: row.address,
      stationName: row.station_name,
      space: row.space,
      startTime: apiTime(row.start_at),
      finishTime: apiTimeOrNull(row.finish_at),
      subTime: apiTimeOrNull(row.sub_at),
      time: live?.minutes ?? row.minutes,
      ncash: live?.ncash ?? row.ncash,
      cash: live?.cash ?? row.cash,
      rcash: row.rcash,
      coupon: live?.coupon ?? row.coupon,
      couponTag: live?.couponTag ?? row.coupon_tag,
      transaction: row.transaction_no,
      payTime: apiTimeOrNull(row.pay_at),
      paytype: row.paytype as Order['paytype'],
      // The photos show plate, street and time: signed links, for whoever is shown the order.
      spic: signMediaPath(row.spic, clock.nowMs()),
      epic: signMediaPath(row.epic, clock.nowMs()),
      code: row.code,
      invoice: row.invoice === 1 ? 1 : 0,
      checked: row.status === 22,
    };
  }

  const lookup = (serial: string): OrderRow | undefined =>
    orders.bySerial(serial) ?? orders.byBookCode(serial);

  function find(serial: string): OrderRow {
    const row = lookup(serial);
    if (!row) throw notFound('order');
    return row;
  }

  /** Ends a parking order now: billed, then 22, or 9 at once when nothing is left to pay. */
  function end(row: OrderRow): OrderRow {
    if (!PARKING_STATUSES.has(row.status)) throw fail('notParking');
    const now = clock.nowMs();
    const billed = bill(row, now);
    const settled = billed.cash === 0;
    store.transaction(() => {
      if (
        !orders.end({
          id: row.id,
          status: settled ? 9 : 22,
          finishAt: now,
          minutes: billed.minutes,
          ncash: billed.ncash,
          cash: billed.cash,
          coupon: billed.coupon,
          couponTag: billed.couponTag,
          payAt: settled ? now : null,
          paytype: settled ? 'free' : null,
        })
      ) {
        throw fail('notParking');
      }
      if (billed.membershipId !== null && billed.coupon > 0) {
        memberships.addEconomize(billed.membershipId, billed.coupon);
      }
    });
    return orders.byId(row.id)!;
  }

  function summary(numbers: string[], code: string | null, noplate: boolean): RepaySummary {
    const unpaid = orders.unpaidOfPlates(numbers, code);
    return {
      unPay: unpaid.reduce((sum, row) => sum + row.ncash, 0),
      payCost: unpaid.reduce((sum, row) => sum + row.cash, 0) + (unpaid.length ? SERVICE_FEE : 0),
      service: unpaid.length ? SERVICE_FEE : 0,
      count: unpaid.length,
      number: numbers.join(','),
      orderSerials: unpaid.map((row) => row.serial),
      noplate,
    };
  }

  function ownPlate(member: MemberRow, number: string) {
    if (!store.cars.byNumber(member.id, number)) throw fail('notYourPlate');
  }

  function device(code: string) {
    const row = devices.byCode(code);
    if (!row) throw notFound('device');
    return row;
  }

  return {
    toOrder,
    lookup,
    bill,

    list(member: MemberRow, query: OrderQuery) {
      const page = paging(query);
      const code = areaFilter(query.code);
      const statuses = statusFilter(query.status);
      const { limit, offset } = page;
      // Each query's parameters in one literal, not a spread of a shared filter with keys added:
      // that gets a new hidden class per call on Node 20 (repositories/members.ts).
      if (query.behalf === 1) {
        const mine = {
          code,
          statuses,
          memberId: member.id,
          number: query.number ?? null,
          limit,
          offset,
        };
        const list = orders.ofMember(mine);
        return pageOf(list.map(toOrder), totalOf(list, page) ?? orders.countOfMember(mine), page);
      }
      if (!query.number) throw badRequest('number is required unless behalf=1');
      // A plate its owner keeps secret has no orders for anyone else (the car "secret" switch).
      if (store.cars.hiddenFrom(member.id, query.number)) return pageOf([], 0, page);
      const ofPlate = { code, statuses, number: query.number, limit, offset };
      const list = orders.ofPlate(ofPlate);
      return pageOf(list.map(toOrder), totalOf(list, page) ?? orders.countOfPlate(ofPlate), page);
    },

    /** Where a plate parks now; `viewer` (the admin console has none) is subject to the secret switch. */
    current(query: { number: string; code?: string }, viewer?: MemberRow) {
      if (viewer && store.cars.hiddenFrom(viewer.id, query.number)) return [];
      return orders
        .ofPlate({
          number: query.number,
          code: areaFilter(query.code),
          statuses: '[0,1]',
          limit: 50,
          offset: 0,
        })
        .map(toOrder);
    },

    unpaid(query: { number: string; code?: string } & PageQuery, viewer?: MemberRow) {
      const page = paging(query);
      if (viewer && store.cars.hiddenFrom(viewer.id, query.number)) return pageOf([], 0, page);
      const filter = { number: query.number, code: areaFilter(query.code), statuses: '[22]' };
      const all = orders.unpaidOfPlates([query.number], filter.code);
      const list = all.slice(page.offset, page.offset + page.limit).map(toOrder);
      return pageOf(list, orders.countOfPlate(filter), page);
    },

    /** A plate that does not fit the plate type asked for is refused (the app's tabs send one). */
    repaySummary(query: { number: string; plateType?: PlateType; code?: string }) {
      if (query.plateType && !isValidPlate(query.number, query.plateType))
        throw fail('plateInvalid');
      return summary(
        [query.number],
        areaFilter(query.code),
        isNoPlate(query.number, query.plateType),
      );
    },

    mergedRepaySummary(numbersText: string) {
      const numbers = [
        ...new Set(
          numbersText
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ];
      if (numbers.length === 0) throw badRequest('numbers must name at least one plate');
      if (numbers.length > 5) throw fail('tooManyPlates');
      return summary(
        numbers,
        null,
        numbers.every((n) => isNoPlate(n)),
      );
    },

    scanRepaySummary(code: string) {
      const row = device(code);
      if (!row.last_number) throw fail('deviceSawNoPlate');
      return summary([row.last_number], null, isNoPlate(row.last_number, row.last_plate_type));
    },

    /** One order; an order of a plate kept secret from `viewer` does not exist for them. */
    show(serial: string, viewer?: MemberRow) {
      const row = find(serial);
      if (viewer && store.cars.hiddenFrom(viewer.id, row.number)) throw notFound('order');
      return toOrder(row);
    },

    /**
     * Leave now: only status 0 orders whose type is not 1 (spec section 2, order show), and only by
     * someone who may end the stay: the plate is among the member's vehicles, the member checked
     * the car in, or the member stands at the space (the device code of the scanned space).
     */
    leaveNow(member: MemberRow, serial: string, atDevice?: string) {
      const row = find(serial);
      const mayEnd =
        store.cars.byNumber(member.id, row.number) !== undefined ||
        row.member_id === member.id ||
        (atDevice !== undefined && atDevice === row.device);
      if (!mayEnd) throw fail('notYourParking');
      if (!canLeaveNow({ status: row.status as OrderStatus, type: row.type })) {
        throw fail(PARKING_STATUSES.has(row.status) ? 'cannotLeave' : 'notParking');
      }
      const ended = toOrder(end(row));
      store.records.insertAction({
        memberId: member.id,
        action: 'leave',
        detail: row.book_code,
        createdAt: clock.nowMs(),
      });
      return ended;
    },

    /** The patrol (staff, never a member) closes any parking order, sensor orders included. */
    close: (_staff: Staff, serial: string) => toOrder(end(find(serial))),

    hide(member: MemberRow, serial: string) {
      const row = find(serial);
      ownPlate(member, row.number);
      if (row.status !== 9 && row.status !== -9) throw fail('cannotHide');
      orders.hide(row.id);
    },

    /**
     * Self check-in at a kerb device: a new parking order (status 0), type 0, or type 2 (a no-plate
     * session) for a temporary plate. The member is recorded: they may end it.
     */
    checkIn(member: MemberRow, code: string, number: string, plateType: PlateType) {
      if (!isValidPlate(number, plateType)) throw fail('plateInvalid');
      // A check-in runs a meter on the plate: not on a plate other members have bound.
      if (orders.plateOfOthers(member.id, number)) throw fail('notYourPlateToCheckIn');
      const space = device(code);
      if (orders.parkingAtDevice(code)) throw fail('spaceOccupied');
      if (orders.parkingOfPlate(number)) throw fail('alreadyParking');
      const now = clock.nowMs();
      const id = store.transaction(() => {
        const next = orders.nextId();
        orders.insert({
          serial: null,
          bookCode: orderBookCode(next, now),
          number,
          plateType,
          status: 0,
          type: isNoPlate(number, plateType) ? 2 : 0,
          device: code,
          stationId: space.station_id,
          space: space.space,
          startAt: now,
          finishAt: null,
          minutes: 0,
          ncash: 0,
          cash: 0,
          rcash: 0,
          coupon: 0,
          couponTag: '',
          transactionNo: '',
          payAt: null,
          paytype: null,
          spic: `/media/order/${next}/entry.svg`,
          epic: '',
        });
        orders.setCheckedInBy(next, member.id);
        devices.saw(code, number, plateType, now);
        store.records.insertAction({
          memberId: member.id,
          action: 'checkIn',
          detail: `${number} ${code}`,
          createdAt: now,
        });
        return next;
      });
      return toOrder(orders.byId(id)!);
    },

    /**
     * "I am a no-plate car": ends the no-plate order parked at the device, only for the member who
     * started that no-plate session (anyone can read the device code off the kerb).
     */
    finishNoPlate(member: MemberRow, code: string) {
      device(code);
      const parking = orders.parkingAtDevice(code);
      if (!parking || parking.type !== 2) throw fail('noNoPlateOrder');
      if (parking.member_id !== member.id) throw fail('notYourNoPlateSession');
      return toOrder(end(parking));
    },

    /** The ended no-plate order at a device still to pay. */
    endedNoPlate(code: string): OrderRow {
      device(code);
      const row = orders.endedNoPlateAtDevice(code);
      if (!row) throw fail('noPlateUnpaid');
      return row;
    },

    deviceInfo(code: string, viewer?: MemberRow): Schemas['DeviceInfo'] {
      const row = device(code);
      const parking = orders.parkingAtDevice(code);
      // A no-plate car shows as no plate at all: number and plateType null, noplate tells the rest;
      // so does a plate its owner keeps secret, to everyone else.
      const noPlateCar =
        row.last_plate_type === PLATE_TYPES.temporary ||
        (viewer !== undefined &&
          row.last_number !== null &&
          store.cars.hiddenFrom(viewer.id, row.last_number));
      return {
        device: row.code,
        space: row.space,
        address: row.address,
        stationName: row.station_name,
        code: row.area_code,
        number: noPlateCar ? null : row.last_number,
        plateType: noPlateCar ? null : ((row.last_plate_type as PlateType | null) ?? null),
        noplate: parking?.type === 2,
      };
    },

    total(member: MemberRow): Schemas['OrderTotal'] {
      const { arrears, unpay } = orders.arrearsOfMember(member.id);
      const monthStart = Date.parse(`${clock.today().slice(0, 7)}-01T00:00:00+08:00`);
      return { monthCost: orders.paidOfMemberSince(member.id, monthStart), arrears, unpay };
    },

    bills(member: MemberRow, query: PageQuery) {
      const page = paging(query);
      const list = orders.billsOfMember(member.id, { limit: page.limit, offset: page.offset });
      return pageOf(list, orders.countBillsOfMember(member.id), page);
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
