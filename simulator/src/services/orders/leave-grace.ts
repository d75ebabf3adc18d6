import { chinaDate, LEAVE_GRACE_MINUTES, MINUTE_MS } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { badRequest, notFound } from '../../http/errors';
import { leaveStayRepository, type LeaveStayOutcome } from '../../repositories/orders/leave-stays';
import type { OrderRow } from '../../repositories/orders/orders';
import type { Store } from '../../repositories/store';
import { apiTime, apiTimeOrNull } from '../../util/format';

/** Leave now's warning (spec section 4): a car still at its space after 1 minute keeps billing. */
export const LEAVE_GRACE_MS = LEAVE_GRACE_MINUTES * MINUTE_MS;

/**
 * A car that does not leave after leave now. The console marks it; once the grace minute of
 * simulator clock has passed the order parks again (status 0) from its original start, so its bill
 * is the whole stay, as the leave dialog warned ("billing continues after 1 minute"). Checked
 * lazily before every request (`resumeDue`), like the simulator's other clock-driven changes.
 */
export function leaveGraceService(store: Store, clock: Clock) {
  const stays = leaveStayRepository(store.db);
  const { orders, payOrders, memberships } = store;

  function order(serial: string): OrderRow {
    const row = orders.bySerial(serial) ?? orders.byBookCode(serial);
    if (!row) throw notFound('order');
    return row;
  }

  const resumesAt = (row: OrderRow) => {
    const leftAt = stays.leftAt(row.id);
    return leftAt === undefined ? null : leftAt + LEAVE_GRACE_MS;
  };

  function view(row: OrderRow) {
    const stay = stays.byOrder(row.id);
    const at = resumesAt(row);
    return {
      serial: row.serial,
      bookCode: row.book_code,
      number: row.number,
      status: row.status,
      markedAt: stay ? apiTime(stay.marked_at) : null,
      resumesAt: apiTimeOrNull(at),
      outcome: stay?.outcome ?? null,
    };
  }

  /** What the car's staying does once its minute has passed. */
  function settleStay(row: OrderRow): LeaveStayOutcome {
    if (row.status === 9 && row.paytype !== 'free') return 'paid';
    if (row.status !== 9 && row.status !== 22) return 'gone';
    const taken = orders.parkingAtDevice(row.device) ?? orders.parkingOfPlate(row.number);
    if (taken) return 'gone';
    // A pay sheet drafted for the ended bill no longer prices the stay: it is closed.
    for (const held of payOrders.unpaidHolding([row.id])) payOrders.cancel(held.id);
    // A membership credited the ended stay's fee as saved; the stay's final bill credits it again.
    if (row.coupon > 0) {
      const membership = memberships.coveringDate(row.number, chinaDate(new Date(row.start_at)));
      if (membership) memberships.addEconomize(membership.id, -row.coupon);
    }
    return stays.reopen(row.id) ? 'resumed' : 'gone';
  }

  return {
    /**
     * The car at this order stays at its space: marked while it parks (then leave now starts the
     * minute) or within the minute after leave now. Marking twice changes nothing.
     */
    markStay(serial: string) {
      const row = order(serial);
      const at = resumesAt(row);
      const parking = (row.status === 0 || row.status === 1) && row.type !== 1;
      const inGrace = at !== null && clock.nowMs() < at && (row.status === 9 || row.status === 22);
      if (!parking && !inGrace) {
        throw badRequest(
          'a car can stay only at a parking order (not a sensor one) or within 1 minute after its leave now',
        );
      }
      stays.mark(row.id, clock.nowMs());
      return view(row);
    },

    /** Every car marked as staying whose grace minute has passed: resumed (or why not). */
    resumeDue(): number {
      let resumed = 0;
      const now = clock.nowMs();
      for (const stay of stays.pending()) {
        const row = orders.byId(stay.order_id);
        if (!row) continue;
        const at = resumesAt(row);
        if (at === null) {
          // Not left yet; a patrol (or payment) that closed it without leave now ends the mark.
          if (row.status !== 0 && row.status !== 1) stays.resolve(row.id, now, 'gone');
          continue;
        }
        if (now < at) continue;
        store.transaction(() => {
          const outcome = settleStay(orders.byId(row.id)!);
          stays.resolve(row.id, now, outcome);
          if (outcome === 'resumed') resumed += 1;
        });
      }
      return resumed;
    },

    show: (serial: string) => view(order(serial)),
  };
}

export type LeaveGraceService = ReturnType<typeof leaveGraceService>;
