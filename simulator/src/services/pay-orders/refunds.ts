import type { PayOrder } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';
import { payOrderInvoices } from './invoices';
import type { KindDeps, TakenBack } from './kind';
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

/** A close's refund of one paid pay order: how much went back, and by which route. */
export interface ClosingRefund {
  payCode: string;
  route: string;
  amount: number;
}

/**
 * Giving paid pay orders back. The member gives one back (`pay/order/refund`): its kind takes back
 * what the payment granted, or refuses saying why. A closing account gives back, newest first, the
 * paid-in money its pay orders put in the balance. Either way the pay order records what was paid
 * back and the member is told, in the refund's transaction. Kinds without a `refund` are not
 * refundable by the member; a refunded one answers as it is.
 */
export function payOrderRefunds(deps: KindDeps, kinds: PayOrderKinds) {
  const { store, clock, members, holds } = deps;
  const { payOrders } = store;

  function giveBack(row: PayOrderRow, taken: TakenBack) {
    payOrders.refund({
      id: row.id,
      refund: taken.paidBack,
      giftBack: taken.giftBack,
      route: row.paytype,
      at: clock.nowMs(),
    });
    recordPayOrderRefund(store, clock, {
      payOrderId: row.id,
      amount: taken.paidBack,
      source: 'payOrder',
    });
    members.notifyOf(row.member_id, taken.notice.kind, taken.notice.params);
  }

  return {
    refund(member: MemberRow, payCode: string): PayOrder {
      const row = holds.own(member, payCode);
      const kind = kinds.of(row.order_type);
      if (!kind.refund || (row.status !== 1 && row.status !== 2)) throw fail('notRefundable');
      const takeBack = kind.refund;
      if (row.status === 1) store.transaction(() => giveBack(row, takeBack(row)));
      return toPayOrder(payOrders.byId(row.id)!);
    },

    /**
     * Inside a close's transaction: gives back `paidIn` fen of the member's balance by the ways it
     * came in, newest payment first, each at most what it put in. Answers what went back by
     * which route; what no payment of the member's can take back is left to the close.
     */
    refundAtClose(memberId: number, paidIn: number): ClosingRefund[] {
      const refunds: ClosingRefund[] = [];
      let left = paidIn;
      for (const row of payOrders.paidOf(memberId)) {
        const closingRefund = kinds.of(row.order_type).closingRefund;
        if (left <= 0) break;
        if (!closingRefund) continue;
        const taken = closingRefund(row, left);
        if (taken.paidBack <= 0) continue;
        giveBack(row, taken);
        refunds.push({ payCode: row.pay_code, route: row.paytype ?? '', amount: taken.paidBack });
        left -= taken.paidBack;
      }
      return refunds;
    },
  };
}
