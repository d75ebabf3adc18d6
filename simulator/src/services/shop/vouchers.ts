import { fenToYuan } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { badRequest, fail, notFound } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import type { FundsService } from '../members/funds';
import type { MemberService } from '../members/members';
import { bankRefundNo } from '../pay-orders/codes';
import { recordPayOrderRefund } from '../pay-orders/refunds';
import type { ShopOrderRow, VoucherRow } from '../../repositories/shop/orders';
import type { ShopOrderHolds } from './order-holds';
import type { ShopOrder, ShopOrderViews } from './order-views';

/** Form fields that carry a JSON array of strings as text (cart lines, voucher codes). */
export function parseTextArray(text: string, field: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${field} must be JSON text of an array of strings`);
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw badRequest(`${field} must be JSON text of an array of strings`);
  }
  return value as string[];
}

/** A close's refund of one item's unredeemed vouchers of a shop order. */
export interface VoucherRefund {
  serial: string;
  itemId: number;
  name: string;
  count: number;
  amount: number;
  route: string;
}

/**
 * A paid shop order's vouchers: the member refunds the unredeemed ones, a store's staff redeems a
 * code (the admin console stands in for the store's till). A redeemed voucher is never refunded.
 */
export function shopVouchers(
  store: Store,
  clock: Clock,
  deps: { funds: FundsService; members: MemberService },
  holds: ShopOrderHolds,
  views: ShopOrderViews,
) {
  const { shop, shopOrders } = store;
  const { view, voucherStatus } = views;

  /**
   * Gives `wanted` (unredeemed vouchers of a paid order) back in the caller's transaction: their
   * price goes back to the balance (with the gift the payment spent, so the wallet never gains) or
   * to the bank route the order was paid by, their units back on the stock; once every voucher is
   * refunded the pay order is refunded (2). A voucher redeemed or refunded meanwhile refuses it all.
   */
  function giveBack(row: ShopOrderRow, payOrderId: number, wanted: VoucherRow[]) {
    const amount = wanted.reduce((sum, voucher) => sum + voucher.price, 0);
    const now = clock.nowMs();
    const route = shopOrders.payOrder(payOrderId).paytype ?? 'free';
    let ledgerId: number | null = null;
    let refundNo: string | null = null;
    if (route === 'balance') {
      const gift = Math.min(amount, Math.max(0, shopOrders.giftSpent(payOrderId)));
      deps.funds.credit(row.member_id, amount - gift, gift, 'shopRefund', { payOrderId });
      ledgerId = shopOrders.lastLedgerId();
    } else if (route !== 'free') {
      refundNo = bankRefundNo(now);
    }
    for (const voucher of wanted) {
      if (!shopOrders.refundVoucher({ id: voucher.id, at: now, route, refundNo, ledgerId })) {
        throw fail('voucherNotRefundable');
      }
      shop.returnStock(voucher.product_id, 1);
    }
    shopOrders.addRefund(row.id, amount);
    recordPayOrderRefund(store, clock, { payOrderId, amount, source: 'voucher' });
    if (shopOrders.vouchers(row.id).every((voucher) => voucher.status === 2)) {
      shopOrders.refundPayOrder(payOrderId, row.refund + amount, route, now);
    }
    deps.members.notifyOf(row.member_id, 'shopRefunded', {
      serial: row.serial,
      count: wanted.length,
      yuan: fenToYuan(amount),
      route,
    });
    return route;
  }

  return {
    /** Refunds unredeemed vouchers (the named ones, or all of them) of the member's paid order. */
    refund(
      member: MemberRow,
      serial: string,
      codes?: string,
      language: Language = 'zh',
    ): ShopOrder {
      const row = holds.own(member, serial);
      if (row.status !== 1 || row.pay_order_id === null) throw fail('voucherNotRefundable');
      const payOrderId = row.pay_order_id;
      const vouchers = shopOrders.vouchers(row.id);
      const wanted =
        codes === undefined
          ? vouchers.filter((voucher) => voucher.status === 0)
          : [...new Set(parseTextArray(codes, 'vouchers'))].map((code) => {
              const voucher = vouchers.find((own) => own.code === code);
              if (!voucher) throw notFound('voucher');
              return voucher;
            });
      if (wanted.length === 0 || wanted.some((voucher) => voucher.status !== 0)) {
        throw fail('voucherNotRefundable');
      }
      store.transaction(() => giveBack(row, payOrderId, wanted));
      return view(shopOrders.byId(row.id)!, language);
    },

    /**
     * Inside a close's transaction: the account's unpaid orders close (their units go back) and
     * every unredeemed voucher, used or expired, is refunded. Answers each item's refund.
     */
    closeAccountOf(memberId: number): VoucherRefund[] {
      const refunds: VoucherRefund[] = [];
      for (const row of shopOrders.holdingOf(memberId)) {
        if (row.status === 0 || row.pay_order_id === null) {
          holds.close(row);
          continue;
        }
        const wanted = shopOrders.vouchers(row.id).filter((voucher) => voucher.status === 0);
        const route = giveBack(row, row.pay_order_id, wanted);
        for (const voucher of wanted) {
          const same = refunds.find(
            (line) => line.serial === row.serial && line.itemId === voucher.item_id,
          );
          if (same) {
            same.count++;
            same.amount += voucher.price;
          } else {
            refunds.push({
              serial: row.serial,
              itemId: voucher.item_id,
              name: voucher.product_name,
              count: 1,
              amount: voucher.price,
              route,
            });
          }
        }
      }
      return refunds;
    },

    /** A store's staff redeems a code. */
    redeem(code: string, storeSerial: string) {
      holds.releaseLapsed();
      const voucher = shopOrders.voucher(code.trim());
      if (!voucher) throw notFound('voucher');
      const storeRow = shop.store(storeSerial);
      if (!storeRow) throw notFound('shopStore');
      if (voucher.status === 1) throw fail('voucherRedeemed');
      if (voucherStatus(voucher) !== 0) throw fail('voucherNotRedeemable');
      if (!shop.redeems(storeRow.id, voucher.product_id)) throw fail('voucherWrongStore');
      const order = shopOrders.byId(voucher.order_id)!;
      // A closed account's vouchers were given back with the close: none is redeemed after it.
      if (!store.members.byId(order.member_id)) throw fail('voucherNotRedeemable');
      store.transaction(() => {
        if (!shopOrders.redeem(voucher.id, storeRow.id, clock.nowMs())) {
          throw fail('voucherRedeemed');
        }
        deps.members.notifyOf(order.member_id, 'voucherRedeemed', {
          product: voucher.product_name,
          store: storeRow.name,
        });
      });
      return {
        voucher: code.trim(),
        member: order.member_id,
        order: view(shopOrders.byId(order.id)!),
      };
    },
  };
}
