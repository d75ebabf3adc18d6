import type { PayOrderPayload, RechargePackage } from '@dehong/api-spec';
import {
  MIN_TOPUP_FEN,
  OTHER_PACKAGE_NAME,
  rechargeGift,
  yuanToFen,
} from '@dehong/api-spec/domain';

export const isOtherPackage = (pkg: RechargePackage) => pkg.name === OTHER_PACKAGE_NAME;

export type TopUp =
  | { ok: true; amount: number; gift: number }
  /** Under 10 yuan, or not an amount at all (spec section 5). */
  | { ok: false };

/**
 * What a top-up with `pkg` pays and gives: the package's price, or for `other` the typed yuan,
 * which must be at least 10 yuan; the gift in yuan (type 0) or percent (type 1) of the amount.
 */
export function topUpOf(pkg: RechargePackage, typedYuan: string): TopUp {
  const amount = isOtherPackage(pkg) ? yuanToFen(typedYuan) : pkg.price;
  if (amount === null || amount < MIN_TOPUP_FEN) return { ok: false };
  return { ok: true, amount, gift: rechargeGift(pkg, amount) };
}

/** The pay order of a top-up (no coupon, no service fee), paid through the area's bank. */
export function rechargePayOrder(
  pkg: RechargePackage,
  amount: number,
  area: string,
): Omit<PayOrderPayload, 'staff' | 'staffName' | 'team' | 'payee' | 'payeeName'> {
  return {
    orderType: 'recharge',
    goods: pkg.serial,
    sumCost: amount,
    service: 0,
    coupon: 0,
    actualCost: amount,
    beBusiness: 0,
    area,
  };
}
