import { AREAS, canLeaveNow, isValidPlate, type OrderStatusKey } from '@dehong/api-spec/domain';
import type { OrderStatus, PlateType, RepaySummary, Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { badRequest, fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { OrderRow } from '../../repositories/orders/orders';
import type { Store } from '../../repositories/store';
import { pageOf, paging, type PageQuery } from '../../util/format';
import { isNoPlate, orderBookCode } from './codes';
import { orderDevices } from './devices';
import { orderViews, PARKING_STATUSES } from './view';
import type { Staff } from '../auth/staff-keys';

/** The service fee added to a settlement (none in Dehong today). */
export const SERVICE_FEE = 0;

export type { OrderStatusKey };
export { isNoPlate, orderBookCode };

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

/**
 * The total a page implies without counting: a page short of its size that has rows (or is the
 * first) ends the list. Null when only a count can tell (a full page, or past the end).
 */
function totalOf(list: unknown[], page: { limit: number; offset: number }): number | null {
  return list.length < page.limit && (list.length > 0 || page.offset === 0)
    ? page.offset + list.length
    : null;
}

/**
 * Parking orders (spec sections 3, 4, 7): reading, summaries, leaving and totals; the bill and the
 * order as shown are in view.ts, the kerb devices and check-in in devices.ts.
 */
export function orderService(store: Store, clock: Clock) {
  const { orders, memberships } = store;
  const { bill, toOrder } = orderViews(store, clock);
  /** Told, inside the ending's transaction, of an order that became payable (auto-pay, notices). */
  const payableListeners: ((row: OrderRow) => void)[] = [];

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
      if (!settled) {
        const payable = orders.byId(row.id)!;
        for (const listener of payableListeners) listener(payable);
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

  const atDevices = orderDevices(store, clock, { toOrder, end });
  const { device } = atDevices;

  return {
    toOrder,
    lookup,
    bill,
    onPayable: (listener: (row: OrderRow) => void) => void payableListeners.push(listener),

    list(member: MemberRow, query: OrderQuery) {
      const page = paging(query);
      const code = areaFilter(query.code);
      const statuses = statusFilter(query.status);
      const { limit, offset } = page;
      // Each query's parameters in one literal, not a spread of a shared filter with keys added:
      // that gets a new hidden class per call on Node 20 (repositories/members/members.ts).
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

    /** The console's "car leaves": a parking order ends now, as its space's sensor reports it. */
    leaveBySensor: (serial: string) => toOrder(end(find(serial))),

    hide(member: MemberRow, serial: string) {
      const row = find(serial);
      ownPlate(member, row.number);
      if (row.status !== 9 && row.status !== -9) throw fail('cannotHide');
      orders.hide(row.id);
    },

    checkIn: atDevices.checkIn,
    finishNoPlate: atDevices.finishNoPlate,
    endedNoPlate: atDevices.endedNoPlate,
    deviceInfo: atDevices.deviceInfo,

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
