import type { PayOrder } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { payOrderInvoices } from './invoices';
import type { KindDeps } from './kind';
import type { PayOrderKinds } from './kinds';
import { toPayOrder } from './views';

/** What gave money of a pay order back. */
export type RefundSource = 'payOrder' | 'voucher' | 'dispute';

/**
 * The one step every refund of a pay order takes, whatever gave the money back (this module's
 * `pay/order/refund`, shop vouchers, an upheld dispute), inside that refund's transaction: the
 * amount is recorded against the pay order and its invoice follows the money (pending: voided;
 * issued: a red-letter invoice for the amount). No kind is named here.
 */
export function recordPayOrderRefund(
  store: Store,
  clock: Clock,
  refund: { payOrderId: number; amount: number; source: RefundSource },
): void {
  if (refund.amount <= 0) return;
  store.transaction(() => {
    store.payOrders.insertRefund({ ...refund, createdAt: clock.nowMs() });
    payOrderInvoices(store, clock).followRefund(refund.payOrderId, refund.amount);
  });
}

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
        recordPayOrderRefund(store, clock, {
          payOrderId: row.id,
          amount: paidBack,
          source: 'payOrder',
        });
        members.notifyOf(member.id, notice.kind, notice.params);
      });
    }
    return toPayOrder(payOrders.byId(row.id)!);
  };
}
