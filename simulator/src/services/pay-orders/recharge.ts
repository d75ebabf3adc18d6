import {
  fenToYuan,
  MIN_TOPUP_FEN,
  OTHER_PACKAGE_NAME,
  rechargeGift,
} from '@dehong/api-spec/domain';
import { fail } from '../../http/errors';
import type { KindDeps, PayOrderKind } from './kind';

/**
 * A top-up: a package's price, or the amount typed for `other` (at least MIN_TOPUP_FEN), with the
 * package's gift. Settling credits amount and gift; a refund takes back the whole gift and gives
 * back the paid-in money left (funds.takeBackRecharge), so the wallet never gains from it.
 */
export function rechargeKind({ catalog, funds }: KindDeps): PayOrderKind {
  return {
    type: 'recharge',
    notByBalance: true,
    amountField: 'recharge',

    price(_member, payload) {
      const pkg = catalog.rechargePackage(payload.goods);
      const amount = pkg.name === OTHER_PACKAGE_NAME ? payload.sumCost : pkg.price;
      if (amount < MIN_TOPUP_FEN) throw fail('topupMinimum');
      if (payload.sumCost !== amount) throw fail('staleCost');
      if (payload.coupon !== 0 || payload.service !== 0) {
        throw fail('payloadInvalid', { detail: 'a recharge has no coupon or service fee' });
      }
      return {
        goods: pkg.serial,
        goodsName: `余额充值 ${fenToYuan(amount)}元`,
        numbers: [],
        sumCost: amount,
        service: 0,
        coupon: 0,
        gift: rechargeGift({ give: pkg.give, type: pkg.type === 1 ? 1 : 0 }, amount),
        area: payload.area ?? '',
        appointment: null,
        orderIds: [],
      };
    },

    deliver(row) {
      funds.credit(row.member_id, row.sum_cost, row.gift, 'recharge', { payOrderId: row.id });
    },

    notice: (row) => ({ type: 'recharge', amount: fenToYuan(row.sum_cost) }),

    refund(row) {
      const paidBack = funds.takeBackRecharge(row.member_id, row.sum_cost, row.gift, {
        payOrderId: row.id,
      });
      return {
        paidBack,
        giftBack: row.gift,
        notice: {
          kind: 'rechargeRefunded',
          params: {
            payCode: row.pay_code,
            yuan: fenToYuan(paidBack),
            ...(row.gift > 0 ? { gift: fenToYuan(row.gift) } : {}),
          },
        },
      };
    },

    closingRefund(row, upTo) {
      const paidBack = funds.refundRechargeAtClose(row.member_id, Math.min(row.sum_cost, upTo), {
        payOrderId: row.id,
      });
      return {
        paidBack,
        giftBack: 0,
        notice: {
          kind: 'rechargeRefunded',
          params: { payCode: row.pay_code, yuan: fenToYuan(paidBack) },
        },
      };
    },
  };
}
