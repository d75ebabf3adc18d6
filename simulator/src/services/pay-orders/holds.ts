import { MINUTE_MS } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';

/**
 * An unpaid pay order holds what it sells (parking orders, shop stock, a coupon) this long, in
 * simulator time; then it lapses and is closed (status -1) the next time any pay operation looks.
 */
export const PAY_HOLD_MINUTES = 15;
export const PAY_HOLD_MS = PAY_HOLD_MINUTES * MINUTE_MS;

/**
 * Holds, not cancels: an unpaid pay order keeps what it sells until it is paid, lapses, or its
 * owner cancels it or replaces it with a new draft. What it holds is read from its status, so any
 * path that closes a pay order frees its holds.
 */
export function payOrderHolds(store: Store, clock: Clock) {
  const { payOrders } = store;

  /** Unpaid pay orders whose hold lapsed are closed lazily, whenever a pay operation looks. */
  function closeLapsed() {
    payOrders.closeLapsed(clock.nowMs() - PAY_HOLD_MS);
  }

  /** The member's pay order (another member's reads as none at all). */
  function own(member: MemberRow, payCode: string): PayOrderRow {
    closeLapsed();
    const row = payOrders.byCode(payCode);
    if (!row || row.member_id !== member.id) throw notFound('payOrder');
    return row;
  }

  return {
    closeLapsed,
    own,

    /** The unpaid pay order of this member holding exactly these parking orders (a double tap). */
    samePending(member: MemberRow, orderIds: number[]): PayOrderRow | undefined {
      closeLapsed();
      const key = [...orderIds].sort((a, b) => a - b).join(',');
      return payOrders
        .unpaidHolding(orderIds)
        .find(
          (held) => held.member_id === member.id && payOrders.itemIds(held.id).join(',') === key,
        );
    },

    /**
     * Inside a new pay order's transaction: the owner's unpaid pay orders over these parking orders
     * are replaced (cancelled); another member's draft is refused until their hold lapses.
     */
    takeOver(member: MemberRow, orderIds: number[]) {
      const held = payOrders.unpaidHolding(orderIds);
      if (held.some((other) => other.member_id !== member.id)) throw fail('ordersBeingPaid');
      for (const own of held) payOrders.cancel(own.id);
    },

    cancel(member: MemberRow, payCode: string): PayOrderRow {
      const row = own(member, payCode);
      if (row.status === 1) throw fail('payOrderPaid');
      if (row.status === 0) payOrders.cancel(row.id);
      return payOrders.byId(row.id)!;
    },

    /** Hides a pay order from the member's list; a paid or refunded one is kept. */
    remove(member: MemberRow, payCode: string) {
      const row = own(member, payCode);
      if (row.status === 1 || row.status === 2) throw fail('paidOrderKept');
      store.transaction(() => {
        if (row.status === 0) payOrders.cancel(row.id);
        payOrders.remove(row.id);
      });
    },
  };
}

export type PayOrderHolds = ReturnType<typeof payOrderHolds>;
