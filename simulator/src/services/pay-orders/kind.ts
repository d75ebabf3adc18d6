import type { PayOrder, PayOrderPayload, PublishedPayOrder, Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import type { MessageKey } from '../../i18n/messages';
import type { NoticeKind, NoticeParams } from '../../i18n/notices';
import type { MemberRow } from '../../repositories/members/members';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';
import type { CatalogService } from '../content/catalog';
import type { FundsService } from '../members/funds';
import type { MemberService } from '../members/members';
import type { OrderService } from '../orders/orders';
import type { PayCouponService } from './coupons';
import type { PayOrderHolds } from './holds';

/** What a pay order buys (`PayOrderType` in openapi.yaml). */
export type PayOrderType = PayOrderRow['order_type'];

export type Paytype = NonNullable<PayOrder['paytype']>;

/** A draft as its kind priced it from the simulator's own state (never from the client's numbers). */
export interface Priced {
  goods: string;
  /** How the pay order is named in its messages, lists and invoices. */
  goodsName: string;
  numbers: string[];
  sumCost: number;
  service: number;
  coupon: number;
  /** Bonus the payment grants on top of the amount (a recharge's `give`). */
  gift: number;
  area: string;
  appointment: string | null;
  /** The parking orders the unpaid pay order holds (its items). */
  orderIds: number[];
  /** The member's coupon the pay order takes and holds while unpaid (coupons.ts). */
  couponId?: number | null;
}

/** How a settlement paid: handed to the kind inside the settlement's transaction. */
export interface Paid {
  now: number;
  paytype: Paytype;
  transactionNo: string;
  /** The pay order's items (the parking orders it held). */
  itemIds: number[];
}

/** What a refund of a paid pay order took back, and the message that tells the member. */
export interface TakenBack {
  /** Money given back (recorded as the pay order's `refund`). */
  paidBack: number;
  /** Gift the refund took back (the pay order's `gift_back`). */
  giftBack: number;
  notice: { kind: NoticeKind; params: NoticeParams };
}

/**
 * One kind of pay order (parking, recharge, card, charging, shop, ...): what it sells. The engine
 * (publish, settle, bank notification, holds, refunds, invoices) runs the same steps for every kind
 * and asks the kind only these questions. Register a kind in kinds.ts.
 */
export interface PayOrderKind {
  readonly type: PayOrderType;
  /** Prices a draft, or throws the refusal the member sees. */
  price(member: MemberRow, payload: PayOrderPayload): Priced;
  /** The member's unpaid pay order this draft repeats (a double tap answers it), if any. */
  pending?(member: MemberRow, priced: Priced): Pick<PayOrderRow, 'pay_code' | 'cost'> | undefined;
  /** A new draft replaces the member's other unpaid pay orders of this kind. */
  readonly onePendingPerMember?: boolean;
  /** The draft may name one of the member's coupons (otherwise naming one is refused). */
  readonly takesCoupon?: boolean;
  /** The balance may not pay it (a recharge fills the balance). */
  readonly notByBalance?: boolean;
  /** The field of PayAmount its paid total counts in (none: not counted there). */
  readonly amountField?: Exclude<keyof Schemas['PayAmount'], 'total'>;
  /** Why the pay sheet may no longer take money for it (undefined: it may). */
  sheetRefusal?(row: PayOrderRow): MessageKey | undefined;
  /** Inside settlement, before any money moves: throws when its goods can no longer be sold. */
  beforePayment?(row: PayOrderRow, itemIds: number[]): void;
  /** Inside settlement, once the pay order is marked paid: hands over the goods, or throws. */
  deliver(row: PayOrderRow, paid: Paid): void;
  /** What the payment message names in English (i18n/notices.ts `paySucceeded`). */
  notice(row: PayOrderRow, items: number): NoticeParams;
  /** A paid pay order given back (`pay/order/refund`), inside the refund's transaction. */
  refund?(row: PayOrderRow): TakenBack;
  /**
   * The account closes: gives back by the way it came at most `upTo` of the paid-in money this
   * paid pay order put in the balance (a top-up's amount), inside the close's transaction. What it
   * granted on top (a gift) ends with the account. Kinds that put no money in the balance have none.
   */
  closingRefund?(row: PayOrderRow, upTo: number): TakenBack;
}

/** What a kind may use: the store, the clock and the services it sells through. */
export interface KindDeps {
  store: Store;
  clock: Clock;
  funds: FundsService;
  members: MemberService;
  catalog: CatalogService;
  orders: OrderService;
  payCoupons: PayCouponService;
  holds: PayOrderHolds;
}

/** The engine's step that stores a priced draft as a new pay order (publish.ts). */
export type CreatePayOrder = (
  member: MemberRow,
  payload: PayOrderPayload,
  kind: PayOrderKind,
  priced: Priced,
) => PublishedPayOrder;
