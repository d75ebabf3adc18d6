import type { MembershipCard, PayOrderPayload, UnitInfo, Vehicle } from '@dehong/api-spec';
import {
  cardAmount,
  cardCouponDeduction,
  membershipRange,
  nonEmptyPlates,
  type PurchaseMode,
} from '@dehong/api-spec/domain';

/** The card a `vipIndex` names: its 1-based position in the list; the first when out of range. */
export function cardAt(
  cards: readonly MembershipCard[],
  vipIndex: number,
): MembershipCard | undefined {
  return cards[vipIndex - 1] ?? cards[0];
}

export interface CardPurchase {
  card: MembershipCard;
  mode: PurchaseMode;
  /** The personal plate chosen (by car serial), resolved to its number. */
  personalPlate: string | null;
  unit: UnitInfo;
  /** The unit's plate slots, empty ones included. */
  unitPlates: readonly string[];
}

/** The plates a purchase is for: the chosen car, or the unit's non-empty plates. */
export function platesOf(purchase: CardPurchase): string[] {
  return purchase.mode === 'personal'
    ? purchase.personalPlate
      ? [purchase.personalPlate]
      : []
    : nonEmptyPlates(purchase.unitPlates);
}

/** Spec section 4: price x 1 (personal) or x the non-empty plates (unit). */
export const amountOf = (purchase: CardPurchase): number =>
  cardAmount(purchase.card.price, purchase.mode, purchase.unitPlates);

/** The unit's fields in the order the form shows them. */
const UNIT_FIELDS = ['company', 'contact', 'tel'] as const satisfies readonly (keyof UnitInfo)[];

/**
 * What paying now does (spec section 5): a unit purchase needs company, contact and tel, and
 * names the first one missing (the spec's form did nothing, which left the owner guessing); no
 * plate says "please choose a plate!"; otherwise it may go on.
 */
export function purchaseCheck(
  purchase: CardPurchase,
): 'ready' | 'noPlate' | { missing: keyof UnitInfo } {
  if (purchase.mode === 'unit') {
    const missing = UNIT_FIELDS.find((field) => !purchase.unit[field].trim());
    if (missing) return { missing };
  }
  return platesOf(purchase).length === 0 ? 'noPlate' : 'ready';
}

/** What the spec's 10% card coupon takes off this purchase (0 without it). */
export const cardCouponOf = (purchase: CardPurchase, withCoupon: boolean): number =>
  withCoupon ? cardCouponDeduction(amountOf(purchase)) : 0;

/**
 * The card pay order, activated on `appointment`, with the spec's 10% card coupon taken off when
 * the owner keeps it (the server accepts exactly 10% or nothing).
 */
export function cardPayOrder(
  purchase: CardPurchase,
  appointment: string,
  withCoupon = false,
): Omit<PayOrderPayload, 'staff' | 'staffName' | 'team' | 'payee' | 'payeeName'> {
  const amount = amountOf(purchase);
  const coupon = cardCouponOf(purchase, withCoupon);
  const unit = purchase.mode === 'unit';
  return {
    orderType: 'vipCard',
    goods: purchase.card.serial,
    sumCost: amount,
    service: 0,
    coupon,
    actualCost: amount - coupon,
    beBusiness: unit ? 1 : 0,
    numbers: platesOf(purchase),
    ...(unit
      ? {
          unit: {
            company: purchase.unit.company.trim(),
            contact: purchase.unit.contact.trim(),
            tel: purchase.unit.tel.trim(),
          },
        }
      : {}),
    remark: purchase.card.name,
    appointment,
  };
}

/** What a chosen plate gets: its running card (if any) and the range the server will record. */
export interface PlateValidity {
  plate: string;
  /** The plate's card while it runs (the member's vehicle list says so), otherwise null. */
  current: { service: string; expiry: string } | null;
  /** False for a plate that is not among the member's vehicles: its card is not known here. */
  known: boolean;
  start: string;
  end: string;
}

/**
 * Each chosen plate's validity for a card activated on `appointment`: a running
 * membership is extended from the day after it ends, as the server records it.
 */
export function plateValidities(
  purchase: CardPurchase,
  appointment: string,
  vehicles: readonly Pick<Vehicle, 'number' | 'expiry' | 'service' | 'isvalid'>[],
): PlateValidity[] {
  return platesOf(purchase).map((plate) => {
    const vehicle = vehicles.find((candidate) => candidate.number === plate);
    const running = vehicle?.isvalid && vehicle.expiry ? vehicle.expiry : null;
    return {
      plate,
      current: running ? { service: vehicle?.service ?? '', expiry: running } : null,
      known: !!vehicle,
      ...membershipRange(appointment, purchase.card.duration, running),
    };
  });
}
