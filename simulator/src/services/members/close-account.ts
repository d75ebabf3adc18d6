import type { ClosePreview } from '@dehong/api-spec';
import { fenToYuan } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import type { ChargingService } from '../charging/charging';
import { bankRefundNo } from '../pay-orders/codes';
import type { PaymentService } from '../pay-orders/payments';
import type { ShopOrderService } from '../shop/orders';
import type { FundsService } from './funds';
import type { MemberService } from './members';

type Refund = ClosePreview['refunds'][number];

/** Paid-in money no top-up of the account's own can take back goes to the chat-app wallet. */
export const WALLET = 'wallet';

/**
 * Closing an account never swallows money. In one transaction: a running charging session is
 * stopped and billed; the close is refused (2018, saying what to pay) while parking arrears or a
 * charging debt are owed, since a closed account can be paid by nobody; unpaid pay and shop orders
 * close; every unredeemed voucher is refunded (shop/vouchers.ts); the paid-in balance goes back by
 * the top-ups it came by, newest first (the pay-order engine's recharge refund), and what no
 * top-up of its own covers is paid out to the chat-app wallet. Gift money, points and coupons end
 * with the account; memberships stay with their plates, which are unbound. The preview is the
 * close itself, rolled back: it shows exactly what the close would do.
 */
export function accountClosing(
  store: Store,
  clock: Clock,
  deps: {
    funds: FundsService;
    charging: ChargingService;
    members: MemberService;
    payments: PaymentService;
    shopOrders: ShopOrderService;
  },
) {
  const { members, charging } = deps;

  /** What the member owes now (fen), a running charging session billed first. */
  function owedBy(memberId: number): ClosePreview['owed'] {
    charging.stopAndBillRunningOf(memberId);
    const { arrears, unpay } = store.orders.arrearsOfMember(memberId);
    return { parking: arrears, parkingCount: unpay, charging: charging.unpaidDebtOf(memberId) };
  }

  /** Every fen the account holds that is not gift leaves it: by its top-ups, else to the wallet. */
  function refundBalance(memberId: number): Refund[] {
    const held = members.reload(memberId);
    const byTopUps = deps.payments.refundAtClose(memberId, held.funds - held.give);
    const refunds: Refund[] = [];
    for (const { route, amount } of byTopUps) {
      const same = refunds.find((line) => line.route === route);
      if (same) same.amount += amount;
      else refunds.push({ kind: 'balance', route: route as Refund['route'], amount });
    }
    const left = members.reload(memberId);
    const rest = left.funds - left.give;
    if (rest > 0) {
      const now = clock.nowMs();
      const refundNo = bankRefundNo(now);
      const ledgerId = deps.funds.payOut(memberId, rest);
      store.payouts.insert({
        memberId,
        amount: rest,
        refundNo,
        ledgerId,
        faultId: null,
        createdAt: now,
      });
      members.notifyOf(memberId, 'closePayout', { yuan: fenToYuan(rest), refundNo });
      refunds.push({ kind: 'balance', route: WALLET, amount: rest });
    }
    return refunds;
  }

  /** The close's steps, inside the caller's transaction; refused while money is owed. */
  function closeSteps(member: MemberRow, refuseIfOwed: boolean): ClosePreview {
    const owed = owedBy(member.id);
    if (refuseIfOwed && (owed.parking > 0 || owed.parkingCount > 0 || owed.charging > 0)) {
      throw fail('closeRefusedOwing', {
        parkingYuan: fenToYuan(owed.parking),
        parkingCount: owed.parkingCount,
        chargingFen: owed.charging,
        chargingYuan: fenToYuan(owed.charging),
      });
    }
    store.payOrders.cancelUnpaidOf(member.id);
    const vouchers: Refund[] = deps.shopOrders
      .closeAccountOf(member.id)
      .map(({ serial, name, count, amount, route }) => ({
        kind: 'voucher',
        serial,
        name,
        count,
        amount,
        route: route as Refund['route'],
      }));
    const balance = refundBalance(member.id);
    const refunds = [...vouchers, ...balance];
    const today = clock.today();
    const ends = members.reload(member.id);
    return {
      owed,
      refunds,
      refundTotal: refunds
        .filter((line) => line.route !== 'balance' && line.route !== 'free')
        .reduce((sum, line) => sum + line.amount, 0),
      ends: {
        gift: ends.give,
        integral: ends.integral,
        coupons: store.coupons.stats(member.id, today).unused,
        couponValue: store.coupons.unusedValue(member.id, today),
      },
      memberships: store.memberships.runningOnCarsOf(member.id, today),
    };
  }

  return {
    /** What closing would do now: what is owed, refunded and ends, each with its amount. */
    preview: (member: MemberRow): ClosePreview => store.dryRun(() => closeSteps(member, false)),

    /**
     * Closes the account (in the caller's transaction when there is one: the SMS code is spent in
     * the same one, so a refusal leaves it usable). Its plates are free again: the phone's next
     * account, or the car's next owner, binds them without proof.
     */
    close(member: MemberRow): ClosePreview {
      return store.transaction(() => {
        const done = closeSteps(member, true);
        store.cars.removeAllOf(member.id);
        store.tokens.revokeMember(member.id, clock.nowMs());
        store.members.close(member.id, clock.nowMs());
        members.recordAction(member.id, 'close', '');
        return done;
      });
    },
  };
}

export type AccountClosing = ReturnType<typeof accountClosing>;
