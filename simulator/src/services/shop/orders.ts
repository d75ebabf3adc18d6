import { addDays, guessPlateType, isValidPlate } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { badRequest, fail, notFound } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import type { MemberRow } from '../../repositories/members/members';
import type { ProductRow } from '../../repositories/shop/shop';
import type { Store } from '../../repositories/store';
import { apiTime, compactStamp, pageOf, paging, type PageQuery } from '../../util/format';
import { randomDigits } from '../../util/random';
import { isCleanText } from '../../util/text';
import type { FundsService } from '../members/funds';
import type { MemberService } from '../members/members';
import { personLimits } from '../members/person-limits';
import { MAX_LINE_COUNT } from './shop';
import { SHOP_HOLD_MS, shopOrderHolds } from './order-holds';
import { shopOrderViews, type ShopOrder } from './order-views';
import { parseTextArray, shopVouchers } from './vouchers';

export { SHOP_HOLD_MS };
/** How far ahead an appointment may be booked, in days after today. */
export const APPOINTMENT_DAYS = 14;

/** `HH:mm` now in China. */
function chinaClockTime(ms: number): string {
  return apiTime(ms).slice(11, 16);
}

/**
 * Shop orders: placed from cart lines or "buy now", they take their units off the stock at once
 * and hold them for SHOP_HOLD_MS of simulator time (order-holds.ts); paid through a pay order
 * of type `shop` (pay-orders/shop.ts: one voucher with a redemption code per unit), closed when
 * the hold lapses or the member cancels (the units go back). Unredeemed vouchers are refunded to
 * where the order was paid from, with their units, in one transaction; a store's staff redeems a
 * code (vouchers.ts).
 */
export function shopOrderService(
  store: Store,
  clock: Clock,
  deps: { funds: FundsService; members: MemberService },
) {
  const { shop, shopOrders } = store;
  const holds = shopOrderHolds(store, clock);
  const { releaseLapsed, own } = holds;
  const views = shopOrderViews(store, clock);
  const { view } = views;
  const vouchers = shopVouchers(store, clock, deps, holds, views);
  // A product's limit is per person: a close, rejoin or merge buys no more of it.
  const limits = personLimits(store, clock);

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

  return {
    releaseLapsed,

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
      language: Language = 'zh',
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
            limits.unitsHeld(member, product.id) + count > product.member_limit
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
      return view(shopOrders.byId(id)!, language);
    },

    list(
      member: MemberRow,
      query: { status?: Schemas['ShopOrderStatus'] } & PageQuery,
      language: Language = 'zh',
    ) {
      releaseLapsed();
      const page = paging(query);
      const filter = { memberId: member.id, status: query.status ?? null, today: clock.today() };
      return pageOf(
        shopOrders
          .list({ ...filter, limit: page.limit, offset: page.offset })
          .map((row) => view(row, language)),
        shopOrders.count(filter),
        page,
      );
    },

    show: (member: MemberRow, serial: string, language: Language = 'zh') =>
      view(own(member, serial), language),

    /** Cancels an unpaid order (its units go back); a closed one answers as it is. */
    cancel(member: MemberRow, serial: string, language: Language = 'zh'): ShopOrder {
      const row = own(member, serial);
      if (row.status === 1) throw fail('shopOrderNotCancellable');
      if (row.status === 0) store.transaction(() => holds.close(row));
      return view(shopOrders.byId(row.id)!, language);
    },

    refund: vouchers.refund,
    redeem: vouchers.redeem,
    closeAccountOf: vouchers.closeAccountOf,

    /**
     * Inside a merge's transaction: the closing account's paid orders (their vouchers, and the pay
     * orders that paid them) become the survivor's; its unpaid orders close, their units go back.
     */
    mergeInto(fromId: number, toId: number) {
      for (const row of shopOrders.holdingOf(fromId)) if (row.status === 0) holds.close(row);
      shopOrders.movePaid(fromId, toId);
    },

    /** Admin: every shop order, newest first, with its member. */
    all(limit = 200) {
      releaseLapsed();
      return shopOrders.all(limit).map((row) => ({ ...view(row), member: row.member_id }));
    },
  };
}

export type ShopOrderService = ReturnType<typeof shopOrderService>;
