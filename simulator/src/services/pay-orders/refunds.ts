import type { PayOrder } from '@dehong/api-spec';
import { fail } from '../../http/errors';
import type { MemberRow } from '../../repositories/members';
import type { KindDeps } from './kind';
import type { PayOrderKinds } from './kinds';
import { toPayOrder } from './views';

/**
 * The member gives a paid pay order back (`pay/order/refund`): its kind takes back what the
 * payment granted, or refuses saying why; the pay order records what was paid back and the member
 * is told, in one transaction. Kinds without a `refund` are not refundable here; a refunded one
 * answers as it is.
 */
export function payOrderRefunds(deps: KindDeps, kinds: PayOrderKinds) {
  const { store, clock, members, holds } = deps;
  const { payOrders } = store;

  return function refund(member: MemberRow, payCode: string): PayOrder {
    const row = holds.own(member, payCode);
    const kind = kinds.of(row.order_type);
    if (!kind.refund || (row.status !== 1 && row.status !== 2)) throw fail('notRefundable');
    const takeBack = kind.refund;
    if (row.status === 1) {
      store.transaction(() => {
        const { paidBack, notice } = takeBack(row);
        payOrders.refund(row.id, paidBack, row.paytype, clock.nowMs());
        members.notifyOf(member.id, notice.kind, notice.params);
      });
    }
    return toPayOrder(payOrders.byId(row.id)!);
  };
}
