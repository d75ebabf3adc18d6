import { fenToYuan, type PayRoute } from '@dehong/api-spec/domain';
import type { PayOrder, PayParams } from '@dehong/api-spec';
import { fail, SimulatorError } from '../../http/errors';
import { messageOf } from '../../i18n/messages';
import type { MemberRow } from '../../repositories/members/members';
import type { BankPaymentRow } from '../../repositories/pay-orders/bank-payments';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import { apiTime, apiTimeOrNull, compactStamp } from '../../util/format';
import { nonceStr, randomKey } from '../../util/random';
import { bankRefundNo, bankTransactionNo, PAYTYPE_BY_ROUTE } from './codes';
import { isPaySignValid, paySign, type BridgeParams } from './sign';
import type { KindDeps } from './kind';
import type { PayOrderKinds } from './kinds';
import type { Settle } from './settle';
import { toPayOrder } from './views';

/** The longest a test may have the fake bank hold back its notification. */
export const MAX_NOTIFY_DELAY_MS = 10_000;

/** What the fake pay sheet answers: the callback's result and, for a failure, the reason shown. */
export interface SheetAnswer {
  result: 'ok' | 'cancel' | 'fail';
  reason?: string;
}

/**
 * Paying through a bank (the pay sheet): every payment the bank takes settles exactly one pay
 * order or goes back to the bank. Its notification is handled once, whenever it arrives: at once,
 * late (a slow bank), when the app asks (front-pay confirm, the query), or when the simulator
 * starts again after a crash; never lost, never credited twice.
 */
export function bankPayments(deps: KindDeps, kinds: PayOrderKinds, settle: Settle) {
  const { store, clock, catalog, members, holds } = deps;
  const { payOrders, bankPayments: bank } = store;

  /** Why the pay sheet cannot take a payment for this pay order (undefined: it can). */
  function sheetRefusal(row: PayOrderRow, prepayId: string) {
    if (row.status === 1 || bank.ofPrepay(prepayId)) return 'payOrderPaid' as const;
    if (row.status !== 0) return 'payOrderClosed' as const;
    return kinds.of(row.order_type).sheetRefusal?.(row);
  }

  /**
   * The bank's notification of a payment, handled once: it settles its pay order, or, when the pay
   * order was settled by another channel or closed meanwhile, the payment goes back to the bank
   * (recorded, and the member is told).
   */
  function notify(id: number): BankPaymentRow | undefined {
    return store.transaction(() => {
      const payment = bank.byId(id);
      if (!payment || payment.status !== 'received') return payment;
      const now = clock.nowMs();
      try {
        const paytype = PAYTYPE_BY_ROUTE[payment.route as PayRoute] ?? 'wxpay';
        settle(payment.pay_order_id, paytype, payment.transaction_no);
        bank.settle(id, now);
      } catch (error) {
        if (!(error instanceof SimulatorError)) throw error;
        const row = payOrders.byId(payment.pay_order_id)!;
        bank.refund(id, bankRefundNo(now), error.key, now);
        members.notifyOf(payment.member_id, 'bankPaymentRefunded', {
          payCode: row.pay_code,
          yuan: fenToYuan(payment.amount),
        });
      }
      return bank.byId(id);
    });
  }

  return {
    /** Notifications the bank sent while the simulator was down arrive again now. */
    redeliver() {
      for (const payment of bank.received()) notify(payment.id);
    },

    /** getBrandWCPayRequest parameters through a bank route, signed with the merchant key. */
    payParams(member: MemberRow, payCode: string, route: PayRoute): PayParams {
      const row = holds.own(member, payCode);
      if (row.status === 1) throw fail('payOrderPaid');
      if (row.status !== 0) throw fail('payOrderClosed');
      const prepayId = `wx${compactStamp(clock.nowMs())}${randomKey(12)}`;
      store.transaction(() => {
        bank.insertPrepay({ prepayId, payOrderId: row.id, route, createdAt: clock.nowMs() });
        payOrders.setRoute(row.id, route);
      });
      const bridge: BridgeParams = {
        appId: catalog.appId(),
        timeStamp: String(Math.floor(clock.nowMs() / 1000)),
        nonceStr: nonceStr(),
        package: `prepay_id=${prepayId}`,
        signType: 'MD5',
      };
      return {
        appid: bridge.appId,
        timeStamp: bridge.timeStamp,
        nonceStr: bridge.nonceStr,
        package: bridge.package,
        signType: 'MD5',
        paySign: paySign(bridge),
      };
    },

    /** What the fake pay sheet shows for a prepay, with why it cannot be paid (if so). */
    preview(packageText: string) {
      holds.closeLapsed();
      const prepay = bank.prepay(packageText.replace(/^prepay_id=/, ''));
      const row = prepay && payOrders.byId(prepay.pay_order_id);
      if (!row) return null;
      const refusal = sheetRefusal(row, prepay.prepay_id);
      return {
        amount: row.cost,
        amountYuan: fenToYuan(row.cost),
        merchant: catalog.merchantName(),
        payCode: row.pay_code,
        status: row.status,
        ...(refusal ? { reason: messageOf(refusal, 'zh') } : {}),
      };
    },

    /**
     * The chat platform's answer to getBrandWCPayRequest. A bad signature settles nothing; the
     * sheet refuses (`fail`, with the reason) a pay order that is paid or closed, as the real one
     * does. `ok` is a bank payment: recorded, then its notification settles the pay order, or, when
     * something else settled it first, the payment is refunded to the bank. `notifyDelayMs` holds
     * the notification back (a slow bank) so that tests can race it.
     */
    bridgePay(
      params: BridgeParams & { paySign: string; result: string; notifyDelayMs?: number },
    ): SheetAnswer {
      if (!isPaySignValid(params, params.paySign)) return { result: 'fail' };
      const prepay = bank.prepay(params.package.replace(/^prepay_id=/, ''));
      if (!prepay) return { result: 'fail' };
      if (params.result === 'cancel') return { result: 'cancel' };
      if (params.result !== 'ok') return { result: 'fail' };
      const taken = store.transaction(() => {
        holds.closeLapsed();
        const row = payOrders.byId(prepay.pay_order_id)!;
        const refusal = sheetRefusal(row, prepay.prepay_id);
        if (refusal) return { refusal };
        const id = bank.insert({
          transactionNo: bankTransactionNo(clock.nowMs()),
          prepayId: prepay.prepay_id,
          payOrderId: row.id,
          memberId: row.member_id,
          route: prepay.route,
          amount: row.cost,
          createdAt: clock.nowMs(),
        });
        return { id, refusal: undefined };
      });
      if (taken.refusal) return { result: 'fail', reason: messageOf(taken.refusal, 'zh') };
      const delay = Math.min(Math.max(0, params.notifyDelayMs ?? 0), MAX_NOTIFY_DELAY_MS);
      const id = taken.id!;
      if (delay === 0) {
        notify(id);
      } else {
        setTimeout(() => {
          try {
            notify(id);
          } catch {
            // The simulator stopped meanwhile: the bank resends (delivered when it starts again).
          }
        }, delay).unref();
      }
      return { result: 'ok' };
    },

    /** After the pay sheet said ok: asks the bank (a notification held back is handled now). */
    confirm(member: MemberRow, payCode: string): PayOrder {
      const row = holds.own(member, payCode);
      for (const payment of bank.received(row.id)) notify(payment.id);
      return toPayOrder(payOrders.byId(row.id)!);
    },

    /** Admin: the bank payments, newest first (a refunded one arrived for a settled pay order). */
    list: (limit = 200) =>
      bank.all(limit).map((row) => ({
        transaction: row.transaction_no,
        payCode: row.pay_code,
        member: row.member_id,
        route: row.route,
        amount: row.amount,
        status: row.status,
        refundNo: row.refund_no,
        refundReason: row.refund_reason,
        createTime: apiTime(row.created_at),
        doneTime: apiTimeOrNull(row.done_at),
      })),
  };
}
