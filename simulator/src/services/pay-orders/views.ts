import type { PayOrder, Schemas } from '@dehong/api-spec';
import type { MemberRow } from '../../repositories/members/members';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';
import {
  apiTime,
  apiTimeOrNull,
  pageOf,
  paging,
  parseJsonArray,
  type PageQuery,
} from '../../util/format';
import type { PayOrderHolds } from './holds';
import type { PayOrderKinds } from './kinds';
import type { PayOrderType } from './kind';

export function toPayOrder(row: PayOrderRow): PayOrder {
  return {
    payCode: row.pay_code,
    orderType: row.order_type,
    goods: row.goods,
    goodsName: row.goods_name,
    numbers: parseJsonArray(row.numbers),
    sumCost: row.sum_cost,
    service: row.service,
    coupon: row.coupon,
    cost: row.cost,
    status: row.status as PayOrder['status'],
    paytype: row.paytype as PayOrder['paytype'],
    staff: row.staff,
    staffName: row.staff_name,
    team: row.team,
    payee: row.payee,
    payeeName: row.payee_name,
    beBusiness: row.be_business === 1 ? 1 : 0,
    appointment: row.appointment,
    createTime: apiTime(row.created_at),
    payTime: apiTimeOrNull(row.pay_at),
    transaction: row.transaction_no,
    invoice: row.invoice === 1 ? 1 : 0,
    refund: row.refund,
    automatic: row.automatic === 1 ? 1 : 0,
  };
}

/** The member's pay orders, their paid totals, and every pay order for the admin console. */
export function payOrderViews(store: Store, holds: PayOrderHolds, kinds: PayOrderKinds) {
  const { payOrders } = store;
  return {
    search(member: MemberRow, query: { orderType?: PayOrderType; status?: number } & PageQuery) {
      holds.closeLapsed();
      const page = paging(query);
      const filter = {
        memberId: member.id,
        orderType: query.orderType ?? null,
        status: query.status ?? null,
      };
      return pageOf(
        payOrders.search({ ...filter, limit: page.limit, offset: page.offset }).map(toPayOrder),
        payOrders.count(filter),
        page,
      );
    },

    /** Paid totals by the PayAmount field each kind counts in. */
    amount(member: MemberRow): Schemas['PayAmount'] {
      const totals = { parking: 0, recharge: 0, vipCard: 0 };
      for (const { order_type, amount } of payOrders.paidAmounts(member.id)) {
        const field = kinds.find(order_type)?.amountField;
        if (field) totals[field] = amount;
      }
      return { ...totals, total: totals.parking + totals.recharge + totals.vipCard };
    },

    /** Admin: every pay order, newest first. */
    all(limit = 200) {
      holds.closeLapsed();
      return payOrders.all(limit).map((row) => ({ ...toPayOrder(row), member: row.member_id }));
    },
  };
}
