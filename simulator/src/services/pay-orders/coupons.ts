import {
  cardCouponDeduction,
  couponDeduction,
  couponRefusal,
  fenToYuan,
  type CouponRefusal,
} from '@dehong/api-spec/domain';
import type { PayOrderPayload } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { badRequest, fail } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import type { CouponView } from '../../repositories/members/cars';
import { couponShareRepository } from '../../repositories/pay-orders/coupon-shares';
import type { OrderRow } from '../../repositories/orders/orders';
import type { MemberRow } from '../../repositories/members/members';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';

const SERIAL = /^[A-Za-z0-9_-]{1,40}$/;

const REFUSALS: Record<CouponRefusal, MessageKey> = {
  notParkingCoupon: 'couponParkingOnly',
  notInDates: 'couponNotUsable',
  belowMinimum: 'couponBelowMinimum',
  wrongArea: 'couponWrongArea',
};

/** The coupon a parking draft takes: none, or a coupon row and the fen it takes off. */
export interface ChosenCoupon {
  couponId: number | null;
  coupon: number;
}

/** Whether a draft names a coupon (an empty serial is none, as the app sends when none is chosen). */
function serialOf(payload: PayOrderPayload): string | null {
  const serial = payload.couponSerial?.trim() ?? '';
  return serial === '' ? null : serial;
}

/**
 * Coupons on pay orders. A parking draft may name one of the member's parking coupons:
 * checked when priced (owner, dates, minimum, area, the deduction the draft shows), taken for the
 * new pay order inside its transaction (one statement, so of two pay orders racing for a coupon
 * one wins), marked used at settlement and shared out over the parking orders paid. A pay order
 * that lapses or is cancelled frees its coupon by its status alone. A card purchase takes the
 * spec's 10% card coupon or none.
 */
export function payCouponService(store: Store, clock: Clock) {
  const { coupons } = store;
  const shares = couponShareRepository(store.db);

  /** Another member's serial reads as no coupon at all (nothing tells it exists). */
  function own(member: MemberRow, serial: string): CouponView {
    if (!SERIAL.test(serial)) throw badRequest('orders.couponSerial must be a coupon serial');
    const row = coupons.bySerial(member.id, serial, clock.today());
    if (!row || row.status !== 0) throw fail('couponNotUsable');
    if (row.start_date > clock.today()) throw fail('couponNotStarted');
    return row;
  }

  return {
    /** A parking draft's coupon, checked against the orders it pays; `coupon` must match. */
    forParking(member: MemberRow, payload: PayOrderPayload, rows: OrderRow[], sumCost: number) {
      const serial = serialOf(payload);
      if (serial === null) {
        if (payload.coupon !== 0) throw fail('couponAmountWrong', { yuan: fenToYuan(0) });
        return { couponId: null, coupon: 0 } satisfies ChosenCoupon;
      }
      const row = own(member, serial);
      const refusal = couponRefusal(
        {
          type: row.type === 2 ? 2 : 1,
          amount: row.amount,
          minCost: row.min_cost,
          startDate: row.start_date,
          endDate: row.end_date,
          area: row.area,
          status: 0,
        },
        { sumCost, areas: rows.map((order) => order.code), today: clock.today() },
      );
      if (refusal) throw fail(REFUSALS[refusal], { yuan: fenToYuan(row.min_cost) });
      const coupon = couponDeduction(row, sumCost);
      if (payload.coupon !== coupon) throw fail('couponAmountWrong', { yuan: fenToYuan(coupon) });
      return { couponId: row.id, coupon } satisfies ChosenCoupon;
    },

    /** Only parking pay orders take a member's coupon. */
    refuseForOtherTypes(payload: PayOrderPayload) {
      if (serialOf(payload) !== null) throw fail('couponParkingOnly');
    },

    /** The card purchase's coupon: exactly the spec's 10% of the price, or none. */
    checkCardCoupon(payload: PayOrderPayload, price: number) {
      const tenth = cardCouponDeduction(price);
      if (payload.coupon !== 0 && payload.coupon !== tenth) {
        throw fail('cardCouponWrong', { yuan: fenToYuan(tenth) });
      }
    },

    /** Takes the coupon for a new pay order (inside its transaction) or refuses: it is held. */
    hold(couponId: number, member: MemberRow, payOrderId: number) {
      if (!coupons.hold(couponId, member.id, payOrderId, clock.today())) throw fail('couponHeld');
    },

    /** The coupon an unpaid pay order holds (undefined: none). */
    heldBy: (payOrderId: number) => coupons.heldBy(payOrderId),

    /**
     * At settlement (inside its transaction): the held coupon is used, and its deduction is
     * shared out over the parking orders paid, oldest first, each at most its cash, so that every
     * order shows the `coupon` and `couponTag` it got and `cash` what was paid for it.
     */
    spend(row: PayOrderRow, orders: OrderRow[]) {
      if (row.coupon === 0 || row.order_type !== 'parking') return;
      const coupon = coupons.heldBy(row.id);
      if (!coupon || coupon.used === 1) throw fail('couponNotUsable');
      if (coupons.markUsed(row.id, clock.nowMs()) !== 1) throw fail('couponNotUsable');
      let left = row.coupon;
      for (const order of [...orders].sort((a, b) => a.id - b.id)) {
        const share = Math.min(left, order.cash);
        if (share === 0) continue;
        if (!shares.shareOut({ id: order.id, share, name: coupon.name })) {
          throw fail('ordersNotPayable');
        }
        left -= share;
      }
      if (left !== 0) throw fail('couponNotUsable');
    },
  };
}

export type PayCouponService = ReturnType<typeof payCouponService>;
