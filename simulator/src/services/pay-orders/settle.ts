import { fenToYuan } from '@dehong/api-spec/domain';
import { fail, notFound } from '../../http/errors';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { KindDeps, Paytype } from './kind';
import type { PayOrderKinds } from './kinds';

/**
 * Settles an unpaid pay order exactly once, whichever channel comes first (balance, bank
 * notification, cost 0). A balance payment repeated (or fifty at the same time) finds it paid by
 * the balance and answers it unchanged; any other channel is refused with "paid already". The
 * balance debit, the goods (the kind's `deliver`), the message and the record are one transaction.
 */
export function payOrderSettlement(
  deps: KindDeps,
  kinds: PayOrderKinds,
  onSettled: (row: PayOrderRow) => void = () => {},
) {
  const { store, clock, funds, members, holds } = deps;
  const { payOrders } = store;

  return function settle(id: number, paytype: Paytype, transactionNo: string): PayOrderRow {
    return store.transaction(() => {
      holds.closeLapsed();
      const row = payOrders.byId(id);
      if (!row) throw notFound('payOrder');
      if (row.status === 1 && paytype === 'balance' && row.paytype === 'balance') return row;
      if (row.status === 1) throw fail('payOrderPaid');
      if (row.status !== 0) throw fail('payOrderClosed');
      const kind = kinds.of(row.order_type);
      const now = clock.nowMs();
      const itemIds = payOrders.itemIds(row.id);
      kind.beforePayment?.(row, itemIds);
      if (paytype === 'balance')
        funds.debit(row.member_id, row.cost, 'pay', { payOrderId: row.id });
      if (!payOrders.markPaid(row.id, now, paytype, transactionNo)) throw fail('payOrderClosed');
      kind.deliver(row, { now, paytype, transactionNo, itemIds });
      members.notifyOf(row.member_id, 'paySucceeded', {
        goodsName: row.goods_name,
        yuan: fenToYuan(row.cost),
        ...kind.notice(row, itemIds.length),
      });
      store.records.insertAction({
        memberId: row.member_id,
        action: 'pay',
        detail: `${row.pay_code} ${paytype}`,
        createdAt: now,
      });
      const settled = payOrders.byId(row.id)!;
      onSettled(settled);
      return settled;
    });
  };
}

export type Settle = ReturnType<typeof payOrderSettlement>;
