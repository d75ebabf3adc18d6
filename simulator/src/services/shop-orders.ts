import { addDays, fenToYuan, guessPlateType, isValidPlate } from '@dehong/api-spec/domain';
import type { PayOrderPayload, Schemas } from '@dehong/api-spec';
import type { Clock } from '../clock';
import { badRequest, fail, notFound } from '../http/errors';
import type { MemberRow } from '../repositories/members';
import type { PayOrderRow } from '../repositories/pay-orders';
import type { ProductRow } from '../repositories/shop';
import type { ShopOrderRow, VoucherRow } from '../repositories/shop-orders';
import type { Store } from '../repositories/store';
import {
  apiTime,
  apiTimeOrNull,
  compactStamp,
  pageOf,
  paging,
  type PageQuery,
} from '../util/format';
import { randomDigits } from '../util/random';
import { isCleanText } from '../util/text';
import type { FundsService } from './funds';
import type { MemberService } from './members';
import { PAY_HOLD_MINUTES } from './payments';
import { MAX_LINE_COUNT } from './shop';
import { storeView } from './shop-views';

/** An unpaid shop order holds its stock as long as an unpaid pay order holds parking orders. */
export const SHOP_HOLD_MS = PAY_HOLD_MINUTES * 60_000;
/** How far ahead an appointment may be booked, in days after today. */
export const APPOINTMENT_DAYS = 14;

type ShopOrder = Schemas['ShopOrder'];

/** What the pay flow needs of a shop order (services/payments.ts calls these for type `shop`). */
export interface ShopPayHooks {
  price(member: MemberRow, payload: PayOrderPayload): ShopPriced;
  /** The member's unpaid pay order over this shop order, if any (a double tap answers it). */
  pending(member: MemberRow, serial: string): { payCode: string; cost: number } | undefined;
  /** Inside the settlement's transaction: the order is paid and its vouchers issued, or it throws. */
  settled(row: PayOrderRow, now: number): void;
  /** Whether the pay sheet may still take money for it. */
  payable(row: PayOrderRow): boolean;
  /** What the payment message names: the first product and how many units were bought. */
  goods(row: PayOrderRow): { product: string; units: number };
}

export interface ShopPriced {
  orderType: 'shop';
  goods: string;
  goodsName: string;
  numbers: string[];
  sumCost: number;
  service: number;
  coupon: number;
  gift: number;
  area: string;
  appointment: string | null;
  orderIds: number[];
}

function parseTextArray(text: string, field: string): string[] {
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

/** `HH:mm` now in China. */
function chinaClockTime(ms: number): string {
  return apiTime(ms).slice(11, 16);
}

/**
 * Shop orders (issue 14): placed from cart lines or "buy now", they take their units off the stock
 * at once and hold them for SHOP_HOLD_MS of simulator time; paid through a pay order of type
 * `shop` (one voucher with a redemption code per unit), closed when the hold lapses or the member
 * cancels (the units go back). Unredeemed vouchers are refunded to where the order was paid from,
 * with their units, in one transaction; a store's staff redeems a code (the admin console).
 */
export function shopOrderService(
  store: Store,
  clock: Clock,
  deps: { funds: FundsService; members: MemberService },
) {
  const { shop, shopOrders, payOrders } = store;

  /** Closes the unpaid orders whose hold lapsed: their units go back, their pay orders close. */
  function releaseLapsed() {
    const lapsed = shopOrders.lapsed(clock.nowMs());
    if (lapsed.length === 0) return;
    store.transaction(() => {
      for (const row of shopOrders.lapsed(clock.nowMs())) close(row);
    });
  }

  function close(row: ShopOrderRow) {
    if (!shopOrders.close(row.id, clock.nowMs())) return;
    for (const item of shopOrders.items(row.id)) shop.returnStock(item.product_id, item.count);
    for (const pay of shopOrders.unpaidPayOrders(row.serial)) payOrders.cancel(pay.id);
  }

  function own(member: MemberRow, serial: string): ShopOrderRow {
    releaseLapsed();
    const row = shopOrders.bySerial(serial);
    if (!row || row.member_id !== member.id) throw notFound('shopOrder');
    return row;
  }

  function voucherStatus(row: VoucherRow): Schemas['ShopVoucherStatus'] {
    if (row.status === 0 && row.valid_until < clock.today()) return 3;
    return row.status as 0 | 1 | 2;
  }

  function seenStatus(row: ShopOrderRow, vouchers: VoucherRow[]): Schemas['ShopOrderStatus'] {
    if (row.status !== 1) return row.status as 0 | -1;
    const statuses = vouchers.map(voucherStatus);
    if (statuses.includes(0)) return 1;
    if (statuses.every((status) => status === 2)) return 3;
    return 2;
  }

  function view(row: ShopOrderRow): ShopOrder {
    const vouchers = shopOrders.vouchers(row.id);
    const paid = row.pay_order_id === null ? undefined : shopOrders.payOrder(row.pay_order_id);
    return {
      serial: row.serial,
      status: seenStatus(row, vouchers),
      items: shopOrders.items(row.id).map((item) => ({
        product: item.product_serial,
        name: item.name,
        cover: item.cover,
        price: item.price,
        count: item.count,
        appointment: item.appointment === 1,
      })),
      total: row.total,
      plate: row.plate,
      phone: row.phone,
      store: storeView(shop.storeById(row.store_id)!),
      appointmentDate: row.appointment_date,
      appointmentSlot: row.appointment_slot,
      remark: row.remark,
      createTime: apiTime(row.created_at),
      holdUntil: row.status === 0 ? apiTime(row.hold_until) : null,
      payCode: paid?.pay_code ?? shopOrders.latestPayCode(row.serial) ?? null,
      payTime: apiTimeOrNull(row.paid_at),
      paytype: (paid?.paytype ?? null) as ShopOrder['paytype'],
      refund: row.refund,
      vouchers: vouchers.map((voucher) => ({
        code: voucher.code,
        product: voucher.product_serial,
        productName: voucher.product_name,
        status: voucherStatus(voucher),
        validUntil: voucher.valid_until,
        redeemTime: apiTimeOrNull(voucher.redeemed_at),
        redeemStore: voucher.redeem_store_name,
        refundTime: apiTimeOrNull(voucher.refunded_at),
      })),
    };
  }

  /** What is bought: the caller's cart lines, or one product now. */
  function chosen(
    member: MemberRow,
    body: { lines?: string; product?: string; count?: number },
  ): { product: ProductRow; count: number; line?: number }[] {
    if (body.lines !== undefined && body.product !== undefined) {
      throw badRequest('lines or product, not both');
    }
    if (body.product !== undefined) {
      const product = shop.product(body.product);
      if (!product) throw notFound('product');
      return [{ product, count: body.count ?? 1 }];
    }
    if (body.lines === undefined) throw fail('shopNothingChosen');
    const serials = [...new Set(parseTextArray(body.lines, 'lines'))];
    if (serials.length === 0) throw fail('shopNothingChosen');
    return serials.map((serial) => {
      const line = /^[1-9]\d{0,15}$/.test(serial)
        ? shop.line(member.id, Number(serial))
        : undefined;
      if (!line) throw notFound('cartLine');
      return { product: shop.productById(line.product_id)!, count: line.count, line: line.id };
    });
  }

  /** Date and slot of a booking: today to APPOINTMENT_DAYS ahead, a slot of the store not begun. */
  function appointmentOf(
    slots: string[],
    date: string | undefined,
    slot: string | undefined,
  ): { date: string; slot: string } {
    if (date === undefined || slot === undefined) throw fail('appointmentRequired');
    const today = clock.today();
    if (date < today || date > addDays(today, APPOINTMENT_DAYS) || !slots.includes(slot)) {
      throw fail('appointmentUnavailable');
    }
    if (date === today && slot.slice(0, 5) <= chinaClockTime(clock.nowMs())) {
      throw fail('appointmentUnavailable');
    }
    return { date, slot };
  }

  function newSerial(now: number): string {
    for (;;) {
      const serial = `SO${compactStamp(now)}${randomDigits(6)}`;
      if (!shopOrders.bySerial(serial)) return serial;
    }
  }

  function newVoucherCode(): string {
    for (;;) {
      const code = randomDigits(12);
      if (code[0] !== '0' && !shopOrders.codeTaken(code)) return code;
    }
  }

  function findByPayOrder(row: PayOrderRow): ShopOrderRow | undefined {
    const order = shopOrders.bySerial(row.goods);
    return order && order.member_id === row.member_id ? order : undefined;
  }

  const payHooks: ShopPayHooks = {
    price(member, payload) {
      const order = own(member, payload.goods.trim());
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
        orderType: 'shop',
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

    pending(member, serial) {
      const order = shopOrders.bySerial(serial);
      const unpaid = shopOrders
        .unpaidPayOrders(serial)
        .find((pay) => pay.member_id === member.id && pay.cost === order?.total);
      return unpaid && { payCode: unpaid.pay_code, cost: unpaid.cost };
    },

    settled(row, now) {
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

    payable(row) {
      const order = findByPayOrder(row);
      return order !== undefined && order.status === 0 && order.hold_until > clock.nowMs();
    },

    goods(row) {
      const order = findByPayOrder(row);
      const items = order ? shopOrders.items(order.id) : [];
      return {
        product: items[0]?.name ?? '',
        units: items.reduce((sum, item) => sum + item.count, 0),
      };
    },
  };

  return {
    releaseLapsed,
    payHooks,

    /** Places an order: every unit is taken off the stock now (never oversold), or none is. */
    publish(
      member: MemberRow,
      body: {
        lines?: string;
        product?: string;
        count?: number;
        plate: string;
        phone: string;
        store: string;
        appointmentDate?: string;
        appointmentSlot?: string;
        remark?: string;
      },
    ): ShopOrder {
      releaseLapsed();
      const remark = body.remark?.trim() ?? '';
      if (!isCleanText(remark)) throw fail('textInvalid');
      if (!isValidPlate(body.plate, guessPlateType(body.plate))) throw fail('plateInvalid');
      const id = store.transaction(() => {
        const items = chosen(member, body);
        const storeRow = shop.store(body.store);
        if (!storeRow) throw notFound('shopStore');
        if (items.some(({ product }) => !shop.redeems(storeRow.id, product.id))) {
          throw fail('storeDoesNotRedeem');
        }
        const booking = items.some(({ product }) => product.appointment === 1)
          ? appointmentOf(
              JSON.parse(storeRow.slots) as string[],
              body.appointmentDate,
              body.appointmentSlot,
            )
          : null;
        for (const { product, count } of items) {
          if (count > MAX_LINE_COUNT) throw fail('outOfStock');
          if (
            product.member_limit > 0 &&
            shopOrders.heldBy(member.id, product.id) + count > product.member_limit
          ) {
            throw fail('shopLimitReached', { limit: product.member_limit });
          }
          if (!shop.takeStock(product.id, count)) throw fail('outOfStock');
        }
        const now = clock.nowMs();
        const orderId = shopOrders.insertOrder({
          serial: newSerial(now),
          memberId: member.id,
          storeId: storeRow.id,
          total: items.reduce((sum, { product, count }) => sum + product.price * count, 0),
          plate: body.plate,
          phone: body.phone,
          appointmentDate: booking?.date ?? null,
          appointmentSlot: booking?.slot ?? null,
          remark,
          createdAt: now,
          holdUntil: now + SHOP_HOLD_MS,
        });
        for (const { product, count, line } of items) {
          shopOrders.insertItem({
            orderId,
            productId: product.id,
            name: product.name,
            cover: product.cover,
            price: product.price,
            count,
            appointment: product.appointment,
            validDays: product.valid_days,
          });
          if (line !== undefined) shop.removeLine(member.id, line);
        }
        return orderId;
      });
      return view(shopOrders.byId(id)!);
    },

    list(member: MemberRow, query: { status?: Schemas['ShopOrderStatus'] } & PageQuery) {
      releaseLapsed();
      const page = paging(query);
      const filter = { memberId: member.id, status: query.status ?? null, today: clock.today() };
      return pageOf(
        shopOrders.list({ ...filter, limit: page.limit, offset: page.offset }).map(view),
        shopOrders.count(filter),
        page,
      );
    },

    show: (member: MemberRow, serial: string) => view(own(member, serial)),

    /** Cancels an unpaid order (its units go back); a closed one answers as it is. */
    cancel(member: MemberRow, serial: string): ShopOrder {
      const row = own(member, serial);
      if (row.status === 1) throw fail('shopOrderNotCancellable');
      if (row.status === 0) store.transaction(() => close(row));
      return view(shopOrders.byId(row.id)!);
    },

    /**
     * Refunds unredeemed vouchers (the named ones, or all of them): their price goes back to the
     * balance (with the gift the payment spent, so the wallet never gains) or to the bank route the
     * order was paid by, their units back on the stock; once every voucher is refunded the pay
     * order is refunded (2). One transaction; a redeemed or refunded voucher refuses it all.
     */
    refund(member: MemberRow, serial: string, codes?: string): ShopOrder {
      const row = own(member, serial);
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
      const amount = wanted.reduce((sum, voucher) => sum + voucher.price, 0);
      store.transaction(() => {
        const now = clock.nowMs();
        const route = shopOrders.payOrder(payOrderId).paytype ?? 'free';
        let ledgerId: number | null = null;
        let refundNo: string | null = null;
        if (route === 'balance') {
          const gift = Math.min(amount, Math.max(0, shopOrders.giftSpent(payOrderId)));
          deps.funds.credit(member.id, amount - gift, gift, 'shopRefund', { payOrderId });
          ledgerId = shopOrders.lastLedgerId();
        } else if (route !== 'free') {
          refundNo = `50300${compactStamp(now)}${randomDigits(9)}`;
        }
        for (const voucher of wanted) {
          if (!shopOrders.refundVoucher({ id: voucher.id, at: now, route, refundNo, ledgerId })) {
            throw fail('voucherNotRefundable');
          }
          shop.returnStock(voucher.product_id, 1);
        }
        shopOrders.addRefund(row.id, amount);
        if (shopOrders.vouchers(row.id).every((voucher) => voucher.status === 2)) {
          shopOrders.refundPayOrder(payOrderId, row.refund + amount, route, now);
        }
        deps.members.notifyOf(member.id, 'shopRefunded', {
          serial: row.serial,
          count: wanted.length,
          yuan: fenToYuan(amount),
          route,
        });
      });
      return view(shopOrders.byId(row.id)!);
    },

    /** A store's staff redeems a code (the admin console stands in for the store's till). */
    redeem(code: string, storeSerial: string) {
      releaseLapsed();
      const voucher = shopOrders.voucher(code.trim());
      if (!voucher) throw notFound('voucher');
      const storeRow = shop.store(storeSerial);
      if (!storeRow) throw notFound('shopStore');
      if (voucher.status === 1) throw fail('voucherRedeemed');
      if (voucherStatus(voucher) !== 0) throw fail('voucherNotRedeemable');
      if (!shop.redeems(storeRow.id, voucher.product_id)) throw fail('voucherWrongStore');
      const order = shopOrders.byId(voucher.order_id)!;
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

    /** Admin: every shop order, newest first, with its member. */
    all(limit = 200) {
      releaseLapsed();
      return shopOrders.all(limit).map((row) => ({ ...view(row), member: row.member_id }));
    },
  };
}

export type ShopOrderService = ReturnType<typeof shopOrderService>;
