import { chinaDate } from '@dehong/api-spec/domain';
import type { Order, OrderStatus, PlateType } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import type { OrderRow } from '../../repositories/orders/orders';
import type { Store } from '../../repositories/store';
import { apiTime, apiTimeOrNull } from '../../util/format';
import { feeFor, feeRuleFor, parkedMinutes } from './billing';
import { signMediaPath } from '../media/links';

/** Orders still parking (0) or parked and paused (1): billed live, up to the clock's now. */
export const PARKING_STATUSES = new Set([0, 1]);

/** A charge cancelled by an upheld dispute (-11): nothing is left to pay on it. */
const CHARGE_CANCELLED = -11;

/** An order's bill (the area's fee, free under a membership) and the order as the API shows it. */
export function orderViews(store: Store, clock: Clock) {
  const { memberships } = store;

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
      // The row keeps the cancelled charge (the dispute names it); the order asks for nothing.
      cash: row.status === CHARGE_CANCELLED ? 0 : (live?.cash ?? row.cash),
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

  return { bill, toOrder };
}
