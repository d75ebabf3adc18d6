import { countyOf } from '@dehong/api-spec/domain';
import type { PayOrderPayload, PublishedPayOrder } from '@dehong/api-spec';
import { badRequest, fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { OrderRow } from '../../repositories/orders/orders';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import { parseJsonArray } from '../../util/format';
import { SERVICE_FEE } from '../orders/orders';
import type { CreatePayOrder, KindDeps, PayOrderKind } from './kind';

const SERIAL = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Parking arrears: goods = the order serials, each an ended order still to pay (22), priced at
 * their cash; the one kind that takes a member's coupon. The unpaid pay order holds the orders;
 * settling marks them paid and shares the coupon out over them.
 */
export function parkingKind({ store, payCoupons, holds }: KindDeps): PayOrderKind {
  const { orders, payOrders } = store;

  function refusal(row: PayOrderRow) {
    const items = orders.byIds(payOrders.itemIds(row.id));
    return items.some((order) => order.status !== 22) ? ('ordersNotPayable' as const) : undefined;
  }

  return {
    type: 'parking',
    takesCoupon: true,
    amountField: 'parking',

    price(member, payload) {
      const serials = [...new Set(payload.goods.split(',').map((serial) => serial.trim()))];
      if (!serials.every((serial) => SERIAL.test(serial))) {
        throw badRequest('orders.goods must be order serials joined by commas');
      }
      const rows = orders.bySerials(serials);
      if (rows.length !== serials.length) throw notFound('order');
      if (rows.some((row) => row.status !== 22)) throw fail('ordersNotPayable');
      if (payload.service !== SERVICE_FEE) throw fail('staleCost');
      const price = rows.reduce((sum, row) => sum + row.cash, 0);
      if (payload.sumCost !== price) throw fail('staleCost');
      const chosen = payCoupons.forParking(member, payload, rows, price);
      const numbers = [...new Set(rows.map((row) => row.number))];
      return {
        goods: rows.map((row) => row.serial).join(','),
        goodsName: `停车费 ${numbers.join(',')}（${rows.length}笔）`,
        numbers,
        sumCost: price,
        service: SERVICE_FEE,
        coupon: chosen.coupon,
        gift: 0,
        area: payload.area ?? countyOf(rows[0]!.code),
        appointment: null,
        orderIds: rows.map((row) => row.id),
        couponId: chosen.couponId,
      };
    },

    /** A double tap answers the pending pay order; another coupon choice replaces it. */
    pending(member, priced) {
      const pending = holds.samePending(member, priced.orderIds);
      return pending && (payCoupons.heldBy(pending.id)?.id ?? null) === (priced.couponId ?? null)
        ? pending
        : undefined;
    },

    sheetRefusal: refusal,

    beforePayment(row) {
      const refused = refusal(row);
      if (refused) throw fail(refused);
    },

    deliver(row, { now, paytype, transactionNo, itemIds }) {
      payCoupons.spend(row, orders.byIds(itemIds));
      for (const orderId of itemIds) orders.markPaid(orderId, now, paytype, transactionNo);
    },

    notice: (row, items) => ({
      type: 'parking',
      numbers: parseJsonArray(row.numbers).join(','),
      count: items,
    }),
  };
}

/** The draft of one order paid alone, as the app would send it: no coupon, staff or payee. */
export function oneOrderPayload(order: OrderRow): PayOrderPayload {
  return {
    orderType: 'parking',
    goods: order.serial,
    sumCost: order.cash,
    service: SERVICE_FEE,
    coupon: 0,
    actualCost: order.cash + SERVICE_FEE,
    beBusiness: 0,
    payee: '',
    payeeName: '',
    staff: '',
    staffName: '',
    team: '',
    numbers: [order.number],
  };
}

/** The ended no-plate order at a device, as a pay order (paid like any parking arrears). */
export function noPlatePublisher(deps: KindDeps, parking: PayOrderKind, create: CreatePayOrder) {
  return (member: MemberRow, device: string): PublishedPayOrder => {
    const order = deps.orders.endedNoPlate(device);
    const pending = deps.holds.samePending(member, [order.id]);
    if (pending) return { payCode: pending.pay_code, cost: pending.cost };
    const payload = oneOrderPayload(order);
    return create(member, payload, parking, parking.price(member, payload));
  };
}
