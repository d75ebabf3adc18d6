import { addDays } from '@dehong/api-spec/domain';
import { fail } from '../../http/errors';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { ShopOrderRow } from '../../repositories/shop/orders';
import { randomDigits } from '../../util/random';
import { shopOrderHolds } from '../shop/order-holds';
import type { KindDeps, PayOrderKind } from './kind';

/**
 * A car-service shop order (shop/orders.ts): goods = the member's unpaid order serial, sumCost =
 * its total, area = its store's county (whose bank collects). The shop order holds its stock;
 * settling marks it paid and issues one voucher per unit. Its refunds are by voucher
 * (shop/vouchers.ts), not through `pay/order/refund`.
 */
export function shopKind({ store, clock }: KindDeps): PayOrderKind {
  const { shop, shopOrders, payOrders } = store;
  const holds = shopOrderHolds(store, clock);

  function findByPayOrder(row: PayOrderRow): ShopOrderRow | undefined {
    const order = shopOrders.bySerial(row.goods);
    return order && order.member_id === row.member_id ? order : undefined;
  }

  function newVoucherCode(): string {
    for (;;) {
      const code = randomDigits(12);
      if (code[0] !== '0' && !shopOrders.codeTaken(code)) return code;
    }
  }

  return {
    type: 'shop',

    price(member, payload) {
      const order = holds.own(member, payload.goods.trim());
      if (order.status !== 0) throw fail('shopOrderNotPayable');
      if (payload.sumCost !== order.total || payload.service !== 0) throw fail('staleCost');
      if (payload.coupon !== 0) {
        throw fail('payloadInvalid', { detail: 'a shop order has no coupon' });
      }
      const storeRow = shop.storeById(order.store_id)!;
      if (payload.area !== undefined && payload.area !== storeRow.area) {
        throw fail('payloadInvalid', { detail: "area must be the store's area" });
      }
      const items = shopOrders.items(order.id);
      const units = items.reduce((sum, item) => sum + item.count, 0);
      return {
        goods: order.serial,
        goodsName:
          items.length === 1 && units === 1
            ? `车服 ${items[0]!.name}`
            : `车服 ${items[0]!.name}等${units}件`,
        numbers: [order.plate],
        sumCost: order.total,
        service: 0,
        coupon: 0,
        gift: 0,
        area: storeRow.area,
        appointment: order.appointment_date,
        orderIds: [],
      };
    },

    /** The member's unpaid pay order over this shop order, if any (a double tap answers it). */
    pending(member, priced) {
      const order = shopOrders.bySerial(priced.goods);
      return shopOrders
        .unpaidPayOrders(priced.goods)
        .find((pay) => pay.member_id === member.id && pay.cost === order?.total);
    },

    sheetRefusal(row) {
      const order = findByPayOrder(row);
      const payable = order !== undefined && order.status === 0 && order.hold_until > clock.nowMs();
      return payable ? undefined : 'shopOrderNotPayable';
    },

    deliver(row, { now }) {
      const order = findByPayOrder(row);
      if (!order || order.status !== 0 || order.hold_until <= now) {
        throw fail('shopOrderNotPayable');
      }
      if (order.total !== row.sum_cost) throw fail('staleCost');
      if (!shopOrders.markPaid(order.id, row.id, now)) throw fail('shopOrderNotPayable');
      const today = clock.today();
      for (const item of shopOrders.items(order.id)) {
        for (let unit = 0; unit < item.count; unit++) {
          shopOrders.insertVoucher({
            code: newVoucherCode(),
            orderId: order.id,
            itemId: item.id,
            validUntil: addDays(today, item.valid_days - 1),
          });
        }
      }
      // Another draft over the same order can no longer be paid: close it now.
      for (const pay of shopOrders.unpaidPayOrders(order.serial)) payOrders.cancel(pay.id);
    },

    /** The payment message names the first product and how many units were bought. */
    notice(row) {
      const order = findByPayOrder(row);
      const items = order ? shopOrders.items(order.id) : [];
      return {
        type: 'shop',
        product: items[0]?.name ?? '',
        units: items.reduce((sum, item) => sum + item.count, 0),
      };
    },
  };
}
