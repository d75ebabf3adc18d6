import type { PayOrder } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { OrderRow } from '../../repositories/orders/orders';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';
import { compactStamp } from '../../util/format';
import type { CatalogService } from '../content/catalog';
import type { FundsService } from '../members/funds';
import type { MemberService } from '../members/members';
import type { OrderService } from '../orders/orders';
import { payCouponService } from './coupons';
import { bankPayments } from './bank';
import { payOrderHolds } from './holds';
import { payOrderInvoices } from './invoices';
import type { KindDeps } from './kind';
import { payOrderKinds } from './kinds';
import { noPlatePublisher, oneOrderPayload } from './parking';
import { payOrderPublisher } from './publish';
import { payOrderRefunds } from './refunds';
import { payOrderSettlement } from './settle';
import { payOrderViews, toPayOrder } from './views';

export { MAX_NOTIFY_DELAY_MS, type SheetAnswer } from './bank';
export { PAY_HOLD_MINUTES } from './holds';

/**
 * Pay orders (spec sections 4, 7): publishing prices the draft from the simulator's own state;
 * settling (balance, bank notification through the fake bridge, cost 0) happens once per pay order
 * in one transaction, whatever arrives twice or at the same time. The engine is the rest of this
 * folder, one module per concern, and asks each kind of pay order (kinds.ts) what it sells.
 */
export function paymentService(
  store: Store,
  clock: Clock,
  services: {
    funds: FundsService;
    orders: OrderService;
    catalog: CatalogService;
    members: MemberService;
  },
) {
  const holds = payOrderHolds(store, clock);
  const deps: KindDeps = {
    store,
    clock,
    ...services,
    payCoupons: payCouponService(store, clock),
    holds,
  };
  const kinds = payOrderKinds(deps);
  const settledListeners: ((row: PayOrderRow) => void)[] = [];
  const settle = payOrderSettlement(deps, kinds, (row) => {
    for (const listener of settledListeners) listener(row);
  });
  const publisher = payOrderPublisher(deps, kinds, settle);
  const bank = bankPayments(deps, kinds, settle);
  const views = payOrderViews(store, holds, kinds);
  const invoices = payOrderInvoices(store, clock);
  const refunds = payOrderRefunds(deps, kinds);

  // A notification the bank sent while the simulator was down arrives again now.
  bank.redeliver();

  return {
    toPayOrder,
    settle,
    publish: publisher.publish,
    publishNoPlate: noPlatePublisher(deps, kinds.of('parking'), publisher.create),

    /** Balance pay: deducts the cost and settles in one transaction; a paid order answers again. */
    payByFunds(member: MemberRow, payCode: string): PayOrder {
      const row = holds.own(member, payCode);
      if (kinds.of(row.order_type).notByBalance) throw fail('fundsCannotPay');
      return toPayOrder(settle(row.id, 'balance', `BAL${compactStamp(clock.nowMs())}${row.id}`));
    },

    /** Told, inside the settlement's transaction, of every pay order settled (notices). */
    onSettled: (listener: (row: PayOrderRow) => void) => void settledListeners.push(listener),

    /**
     * Auto-pay of one payable order from the member's balance, through the one engine: a parking
     * pay order of its own, marked automatic, settled by the balance, in one savepoint (a refusal
     * anywhere takes nothing). The caller checked the cap and the balance.
     */
    autoPayOrder(memberId: number, order: OrderRow, markAutomatic: (id: number) => void) {
      const member = store.members.byId(memberId);
      if (!member) throw fail('notFound', { thing: 'member' });
      const parking = kinds.of('parking');
      const payload = oneOrderPayload(order);
      return store.transaction(() => {
        const published = publisher.create(
          member,
          payload,
          parking,
          parking.price(member, payload),
        );
        const row = store.payOrders.byCode(published.payCode)!;
        if (row.status !== 0) throw fail('payOrderPaid');
        markAutomatic(row.id);
        return settle(row.id, 'balance', `AUTO${compactStamp(clock.nowMs())}${row.id}`);
      });
    },

    payParams: bank.payParams,
    preview: bank.preview,
    bridgePay: bank.bridgePay,
    confirm: bank.confirm,
    cancel: (member: MemberRow, payCode: string) => toPayOrder(holds.cancel(member, payCode)),
    remove: holds.remove,
    refund: refunds.refund,
    refundAtClose: refunds.refundAtClose,
    search: views.search,
    amount: views.amount,
    ...invoices,
    bankPayments: bank.list,
    all: views.all,
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
