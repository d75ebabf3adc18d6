import {
  activationWindow,
  cardAmount,
  countyOf,
  DEFAULT_PAYEE,
  DEFAULT_PAYEE_NAME,
  DEFAULT_STAFF_CODE,
  fenToYuan,
  guessPlateType,
  isActivationDateAllowed,
  isValidPlate,
  membershipRange,
  MAX_UNIT_PLATES,
  MIN_TOPUP_FEN,
  nonEmptyPlates,
  OTHER_PACKAGE_NAME,
  rechargeGift,
  type PayRoute,
} from '@dehong/api-spec/domain';
import type {
  PayOrder,
  PayOrderPayload,
  PayParams,
  PublishedPayOrder,
  Schemas,
} from '@dehong/api-spec';
import type { Clock } from '../clock';
import { badRequest, fail, notFound, SimulatorError } from '../http/errors';
import { messageOf } from '../i18n/messages';
import type { NoticeParams } from '../i18n/notices';
import type { MemberRow } from '../repositories/members';
import type { BankPaymentRow, InvoiceRow, PayOrderRow } from '../repositories/pay-orders';
import type { Store } from '../repositories/store';
import {
  apiTime,
  apiTimeOrNull,
  compactStamp,
  pageOf,
  paging,
  parseJsonArray,
  type PageQuery,
} from '../util/format';
import { nonceStr, randomDigits, randomKey } from '../util/random';
import type { CatalogService } from './catalog';
import type { FundsService } from './funds';
import type { MemberService } from './members';
import { signMediaPath } from './media-links';
import { SERVICE_FEE, type OrderService } from './orders';
import { payCodeFor, PAYTYPE_BY_ROUTE } from './pay-codes';
import { payCouponService } from './pay-coupons';
import { isPaySignValid, paySign, type BridgeParams } from './pay-sign';
import type { ShopPayHooks } from './shop-orders';

const SERIAL = /^[A-Za-z0-9_-]{1,40}$/;

/** An invoice is issued (status 1, with its PDF) this long after it was asked for. */
export const INVOICE_ISSUE_MS = 2 * 60_000;

/**
 * An unpaid pay order holds what it sells (its parking orders) this long, in simulator time; then
 * it lapses and is closed (status -1) the next time any pay operation looks.
 */
export const PAY_HOLD_MINUTES = 15;
const PAY_HOLD_MS = PAY_HOLD_MINUTES * 60_000;

/** The longest a test may have the fake bank hold back its notification. */
export const MAX_NOTIFY_DELAY_MS = 10_000;

/** What the fake pay sheet answers: the callback's result and, for a failure, the reason shown. */
export interface SheetAnswer {
  result: 'ok' | 'cancel' | 'fail';
  reason?: string;
}

type Priced = {
  orderType: PayOrderRow['order_type'];
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
  /** The member's coupon the pay order takes (parking only; pay-coupons.ts). */
  couponId?: number | null;
};

function bankTransaction(at: number): string {
  return `42000${compactStamp(at)}${randomDigits(9)}`;
}

function bankRefundNo(at: number): string {
  return `50300${compactStamp(at)}${randomDigits(9)}`;
}

/**
 * Pay orders (spec sections 4, 7): publishing prices the draft from the simulator's own state;
 * settling (balance, bank notification through the fake bridge) happens once per pay order in one
 * transaction, whatever arrives twice or at the same time.
 */
export function paymentService(
  store: Store,
  clock: Clock,
  deps: {
    funds: FundsService;
    orders: OrderService;
    catalog: CatalogService;
    members: MemberService;
    /** The shop's side of a pay order of type `shop` (services/shop-orders.ts). */
    shop?: ShopPayHooks;
  },
) {
  const { payOrders, orders, memberships } = store;
  const { funds, catalog, members } = deps;
  const shopHooks = () => {
    if (!deps.shop) throw fail('payloadInvalid', { detail: 'the shop is not open here' });
    return deps.shop;
  };
  const payCoupons = payCouponService(store, clock);

  function toPayOrder(row: PayOrderRow): PayOrder {
    return {
      payCode: row.pay_code,
      orderType: row.order_type,
      goods: row.goods,
      goodsName: row.goods_name,
      numbers: parseJsonArray(row.numbers),
      sumCost: row.sum_cost,
      service: row.service,
      coupon: row.coupon,
      cost: row.cost,
      status: row.status as PayOrder['status'],
      paytype: row.paytype as PayOrder['paytype'],
      staff: row.staff,
      staffName: row.staff_name,
      team: row.team,
      payee: row.payee,
      payeeName: row.payee_name,
      beBusiness: row.be_business === 1 ? 1 : 0,
      appointment: row.appointment,
      createTime: apiTime(row.created_at),
      payTime: apiTimeOrNull(row.pay_at),
      transaction: row.transaction_no,
      invoice: row.invoice === 1 ? 1 : 0,
      refund: row.refund,
    };
  }

  /** Unpaid pay orders whose hold lapsed are closed lazily, whenever a pay operation looks. */
  function closeLapsed() {
    payOrders.closeLapsed(clock.nowMs() - PAY_HOLD_MS);
  }

  function own(member: MemberRow, payCode: string): PayOrderRow {
    closeLapsed();
    const row = payOrders.byCode(payCode);
    if (!row || row.member_id !== member.id) throw notFound('payOrder');
    return row;
  }

  function checkSumCost(payload: PayOrderPayload, price: number) {
    if (payload.sumCost !== price) throw fail('staleCost');
  }

  function priceParking(member: MemberRow, payload: PayOrderPayload): Priced {
    const serials = [...new Set(payload.goods.split(',').map((serial) => serial.trim()))];
    if (!serials.every((serial) => SERIAL.test(serial))) {
      throw badRequest('orders.goods must be order serials joined by commas');
    }
    const rows = orders.bySerials(serials);
    if (rows.length !== serials.length) throw notFound('order');
    if (rows.some((row) => row.status !== 22)) throw fail('ordersNotPayable');
    if (payload.service !== SERVICE_FEE) throw fail('staleCost');
    const price = rows.reduce((sum, row) => sum + row.cash, 0);
    checkSumCost(payload, price);
    const chosen = payCoupons.forParking(member, payload, rows, price);
    const numbers = [...new Set(rows.map((row) => row.number))];
    return {
      orderType: 'parking',
      goods: rows.map((row) => row.serial).join(','),
      goodsName: `停车费 ${numbers.join(',')}（${rows.length}笔）`,
      numbers,
      sumCost: price,
      service: SERVICE_FEE,
      coupon: chosen.coupon,
      gift: 0,
      area: payload.area ?? countyOf(rows[0]!.code),
      appointment: null,
      orderIds: rows.map((row) => row.id),
      couponId: chosen.couponId,
    };
  }

  function priceRecharge(payload: PayOrderPayload): Priced {
    const pkg = catalog.rechargePackage(payload.goods);
    const amount = pkg.name === OTHER_PACKAGE_NAME ? payload.sumCost : pkg.price;
    if (amount < MIN_TOPUP_FEN) throw fail('topupMinimum');
    checkSumCost(payload, amount);
    if (payload.coupon !== 0 || payload.service !== 0) {
      throw fail('payloadInvalid', { detail: 'a recharge has no coupon or service fee' });
    }
    return {
      orderType: 'recharge',
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
  }

  function priceCard(member: MemberRow, payload: PayOrderPayload): Priced {
    const card = catalog.card(payload.goods);
    const plates = [...new Set(nonEmptyPlates(payload.numbers ?? []))];
    if (plates.length === 0) throw fail('plateRequired');
    const unit = payload.beBusiness === 1;
    if (unit) {
      const info = payload.unit;
      if (!info?.company.trim() || !info.contact.trim() || !info.tel.trim()) {
        throw fail('unitInfoRequired');
      }
      if (plates.length > MAX_UNIT_PLATES) throw fail('tooManyPlates');
      if (!plates.every((plate) => isValidPlate(plate, guessPlateType(plate)))) {
        throw fail('plateInvalid');
      }
    } else {
      if (plates.length !== 1)
        throw fail('payloadInvalid', { detail: 'a personal card is for one plate' });
      if (!store.cars.byNumber(member.id, plates[0]!)) throw fail('notYourPlate');
    }
    const today = clock.today();
    const minday = card.min_day ?? today;
    const appointment = payload.appointment ?? activationWindow(today, minday).first;
    if (!isActivationDateAllowed(appointment, today, minday)) {
      throw fail('activationDateOutOfRange');
    }
    const price = cardAmount(card.price, unit ? 'unit' : 'personal', plates);
    checkSumCost(payload, price);
    payCoupons.checkCardCoupon(payload, price);
    if (payload.service !== 0) throw fail('staleCost');
    return {
      orderType: 'vipCard',
      goods: card.serial,
      goodsName: `${card.name} ${plates.join(',')}`,
      numbers: plates,
      sumCost: price,
      service: 0,
      coupon: payload.coupon,
      gift: 0,
      area: 'vipCard',
      appointment,
      orderIds: [],
    };
  }

  /** A charging debt: exactly the member's unpaid debts, by charge order id, for their sum. */
  function priceCharging(member: MemberRow, payload: PayOrderPayload): Priced {
    const debts = payOrders.unpaidDebts(member.id);
    if (debts.length === 0) throw fail('noChargingDebt');
    const goods = debts.map((debt) => String(debt.id)).join(',');
    const asked = [...new Set(payload.goods.split(',').map((id) => id.trim()))];
    if (asked.sort().join(',') !== goods.split(',').sort().join(',')) throw fail('staleCost');
    const price = debts.reduce((sum, debt) => sum + debt.debt, 0);
    checkSumCost(payload, price);
    if (payload.coupon !== 0 || payload.service !== 0) {
      throw fail('payloadInvalid', { detail: 'a charging debt has no coupon or service fee' });
    }
    return {
      orderType: 'charging',
      goods,
      goodsName: `充电欠费（${debts.length}笔）`,
      numbers: [],
      sumCost: price,
      service: 0,
      coupon: 0,
      gift: 0,
      area: payload.area ?? '',
      appointment: null,
      orderIds: [],
    };
  }

  /** What the payment message names in English (i18n/notices.ts `paySucceeded`), by type. */
  function goodsParams(row: PayOrderRow, items: number): NoticeParams {
    const numbers = parseJsonArray(row.numbers).join(',');
    switch (row.order_type) {
      case 'parking':
        return { type: 'parking', numbers, count: items };
      case 'recharge':
        return { type: 'recharge', amount: fenToYuan(row.sum_cost) };
      case 'vipCard':
        return { type: 'vipCard', card: catalog.card(row.goods).name, numbers };
      case 'charging':
        return { type: 'charging', count: row.goods.split(',').length };
      case 'shop':
        return { type: 'shop', ...shopHooks().goods(row) };
      default:
        return {};
    }
  }

  /** Memberships of a paid card order: from the activation date, or after a running one ends. */
  function grantMemberships(row: PayOrderRow) {
    const card = catalog.card(row.goods);
    for (const number of parseJsonArray(row.numbers)) {
      const range = membershipRange(
        row.appointment ?? clock.today(),
        card.duration,
        memberships.latest(number)?.end_date,
      );
      memberships.insert({
        number,
        cardId: card.id,
        service: card.service,
        startDate: range.start,
        endDate: range.end,
        payOrderId: row.id,
        economize: 0,
        createdAt: clock.nowMs(),
      });
    }
  }

  /**
   * Settles an unpaid pay order exactly once, whichever channel comes first (balance, bank
   * notification, cost 0). A balance payment repeated (or fifty at the same time) finds it paid by
   * the balance and answers it unchanged; any other channel is refused with "paid already".
   * Balance payments take the funds in the same transaction.
   */
  function settle(
    id: number,
    paytype: NonNullable<PayOrder['paytype']>,
    transactionNo: string,
  ): PayOrderRow {
    return store.transaction(() => {
      closeLapsed();
      const row = payOrders.byId(id);
      if (!row) throw notFound('payOrder');
      if (row.status === 1 && paytype === 'balance' && row.paytype === 'balance') return row;
      if (row.status === 1) throw fail('payOrderPaid');
      if (row.status !== 0) throw fail('payOrderClosed');
      const now = clock.nowMs();
      const itemIds = payOrders.itemIds(row.id);
      if (
        row.order_type === 'parking' &&
        orders.byIds(itemIds).some((order) => order.status !== 22)
      ) {
        throw fail('ordersNotPayable');
      }
      if (paytype === 'balance')
        funds.debit(row.member_id, row.cost, 'pay', { payOrderId: row.id });
      if (!payOrders.markPaid(row.id, now, paytype, transactionNo)) throw fail('payOrderClosed');
      if (row.order_type === 'parking') {
        payCoupons.spend(row, orders.byIds(itemIds));
        for (const orderId of itemIds) orders.markPaid(orderId, now, paytype, transactionNo);
      } else if (row.order_type === 'recharge') {
        funds.credit(row.member_id, row.sum_cost, row.gift, 'recharge', { payOrderId: row.id });
      } else if (row.order_type === 'charging') {
        for (const debtId of row.goods.split(',').map(Number)) {
          if (!payOrders.payOffDebt(debtId, row.member_id, row.id)) throw fail('noChargingDebt');
        }
      } else if (row.order_type === 'shop') {
        shopHooks().settled(row, now);
      } else {
        grantMemberships(row);
      }
      members.notifyOf(row.member_id, 'paySucceeded', {
        goodsName: row.goods_name,
        yuan: fenToYuan(row.cost),
        ...goodsParams(row, itemIds.length),
      });
      store.records.insertAction({
        memberId: row.member_id,
        action: 'pay',
        detail: `${row.pay_code} ${paytype}`,
        createdAt: now,
      });
      return payOrders.byId(row.id)!;
    });
  }

  function create(member: MemberRow, payload: PayOrderPayload, priced: Priced): PublishedPayOrder {
    const staffSerial = payload.staff.trim() || DEFAULT_STAFF_CODE;
    const staff = catalog.staff(staffSerial);
    const cost = priced.sumCost + priced.service - priced.coupon;
    if (payload.actualCost !== cost) throw fail('staleCost');
    const row = store.transaction(() => {
      const now = clock.nowMs();
      closeLapsed();
      // An unpaid pay order holds its parking orders: the owner's new draft replaces it, another
      // member's draft is refused until the hold lapses.
      const held = payOrders.unpaidHolding(priced.orderIds);
      if (held.some((other) => other.member_id !== member.id)) throw fail('ordersBeingPaid');
      for (const own of held) payOrders.cancel(own.id);
      if (priced.orderType === 'charging') {
        for (const own of payOrders.unpaidOfType(member.id, 'charging')) payOrders.cancel(own.id);
      }
      const id = payOrders.nextId();
      payOrders.insert({
        id,
        payCode: payCodeFor(id, now),
        memberId: member.id,
        orderType: priced.orderType,
        goods: priced.goods,
        goodsName: priced.goodsName,
        goodCover: payload.goodCover ?? '',
        numbers: JSON.stringify(priced.numbers),
        sumCost: priced.sumCost,
        service: priced.service,
        coupon: priced.coupon,
        cost,
        gift: priced.gift,
        staff: staff.serial,
        staffName: staff.name,
        team: staff.team,
        payee: payload.payee.trim() || DEFAULT_PAYEE,
        payeeName: payload.payeeName.trim() || DEFAULT_PAYEE_NAME,
        beBusiness: payload.beBusiness,
        unit: payload.unit ? JSON.stringify(payload.unit) : null,
        remark: payload.remark ?? '',
        appointment: priced.appointment,
        area: priced.area,
        createdAt: now,
      });
      if (priced.couponId) payCoupons.hold(priced.couponId, member, id);
      for (const orderId of priced.orderIds) {
        payOrders.insertItem(id, orderId);
        orders.markSubmitted(orderId, now);
      }
      return cost === 0 ? settle(id, 'free', '') : payOrders.byId(id)!;
    });
    return { payCode: row.pay_code, cost: row.status === 1 ? 0 : row.cost };
  }

  /** The unpaid pay order of this member holding exactly these parking orders (a double tap). */
  function samePending(member: MemberRow, orderIds: number[]): PayOrderRow | undefined {
    closeLapsed();
    const key = [...orderIds].sort((a, b) => a - b).join(',');
    return payOrders
      .unpaidHolding(orderIds)
      .find((held) => held.member_id === member.id && payOrders.itemIds(held.id).join(',') === key);
  }

  /** Why the pay sheet cannot take a payment for this pay order (undefined: it can). */
  function sheetRefusal(row: PayOrderRow, prepayId: string) {
    if (row.status === 1 || payOrders.bankPaymentOfPrepay(prepayId)) return 'payOrderPaid' as const;
    if (row.status !== 0) return 'payOrderClosed' as const;
    if (row.order_type === 'parking') {
      if (orders.byIds(payOrders.itemIds(row.id)).some((order) => order.status !== 22)) {
        return 'ordersNotPayable' as const;
      }
    }
    if (row.order_type === 'shop' && !shopHooks().payable(row)) {
      return 'shopOrderNotPayable' as const;
    }
    return undefined;
  }

  /**
   * The bank's notification of a payment, handled once: it settles its pay order, or, when the pay
   * order was settled by another channel or closed meanwhile, the payment goes back to the bank
   * (recorded, and the member is told). Never lost, never credited twice.
   */
  function notifyBankPayment(id: number): BankPaymentRow | undefined {
    return store.transaction(() => {
      const payment = payOrders.bankPayment(id);
      if (!payment || payment.status !== 'received') return payment;
      const now = clock.nowMs();
      try {
        const paytype = PAYTYPE_BY_ROUTE[payment.route as PayRoute] ?? 'wxpay';
        settle(payment.pay_order_id, paytype, payment.transaction_no);
        payOrders.settleBankPayment(id, now);
      } catch (error) {
        if (!(error instanceof SimulatorError)) throw error;
        const row = payOrders.byId(payment.pay_order_id)!;
        payOrders.refundBankPayment(id, bankRefundNo(now), error.key, now);
        members.notifyOf(payment.member_id, 'bankPaymentRefunded', {
          payCode: row.pay_code,
          yuan: fenToYuan(payment.amount),
        });
      }
      return payOrders.bankPayment(id);
    });
  }

  // A notification the bank sent while the simulator was down arrives again now.
  for (const payment of payOrders.bankPaymentsReceived()) notifyBankPayment(payment.id);

  function invoiceOf(row: InvoiceRow, origin = ''): Schemas['Invoice'] {
    const issued = clock.nowMs() >= row.created_at + INVOICE_ISSUE_MS;
    return {
      serial: row.serial,
      title: row.title,
      ...(row.tax_number ? { taxNumber: row.tax_number } : {}),
      ...(row.email ? { email: row.email } : {}),
      amount: row.amount,
      payCodes: parseJsonArray(row.pay_codes),
      status: issued ? 1 : 0,
      // The PDF is private: a signed link that works for MEDIA_LINK_SECONDS (services/media-links.ts).
      ...(issued
        ? { url: origin + signMediaPath(`/media/invoice/${row.serial}.pdf`, clock.nowMs()) }
        : {}),
      createTime: apiTime(row.created_at),
    };
  }

  return {
    toPayOrder,
    settle,

    publish(member: MemberRow, payload: PayOrderPayload): PublishedPayOrder {
      if (payload.orderType !== 'parking') payCoupons.refuseForOtherTypes(payload);
      const priced =
        payload.orderType === 'parking'
          ? priceParking(member, payload)
          : payload.orderType === 'recharge'
            ? priceRecharge(payload)
            : payload.orderType === 'charging'
              ? priceCharging(member, payload)
              : payload.orderType === 'shop'
                ? shopHooks().price(member, payload)
                : priceCard(member, payload);
      if (priced.orderType === 'shop') {
        const pending = shopHooks().pending(member, priced.goods);
        if (pending) return pending;
      }
      if (priced.orderType === 'parking') {
        // A double tap answers the pending pay order; another coupon choice replaces it.
        const pending = samePending(member, priced.orderIds);
        if (pending && (payCoupons.heldBy(pending.id)?.id ?? null) === (priced.couponId ?? null)) {
          return { payCode: pending.pay_code, cost: pending.cost };
        }
      }
      return create(member, payload, priced);
    },

    /** The ended no-plate order at a device, as a pay order (paid like any parking arrears). */
    publishNoPlate(member: MemberRow, device: string): PublishedPayOrder {
      const order = deps.orders.endedNoPlate(device);
      const pending = samePending(member, [order.id]);
      if (pending) return { payCode: pending.pay_code, cost: pending.cost };
      const payload: PayOrderPayload = {
        orderType: 'parking',
        goods: order.serial,
        sumCost: order.cash,
        service: SERVICE_FEE,
        coupon: 0,
        actualCost: order.cash + SERVICE_FEE,
        beBusiness: 0,
        payee: '',
        payeeName: '',
        staff: '',
        staffName: '',
        team: '',
        numbers: [order.number],
      };
      return create(member, payload, priceParking(member, payload));
    },

    /** Balance pay: deducts the cost and settles in one transaction; a paid order answers again. */
    payByFunds(member: MemberRow, payCode: string): PayOrder {
      const row = own(member, payCode);
      if (row.order_type === 'recharge') throw fail('fundsCannotPay');
      return toPayOrder(settle(row.id, 'balance', `BAL${compactStamp(clock.nowMs())}${row.id}`));
    },

    /** getBrandWCPayRequest parameters through a bank route, signed with the merchant key. */
    payParams(member: MemberRow, payCode: string, route: PayRoute): PayParams {
      const row = own(member, payCode);
      if (row.status === 1) throw fail('payOrderPaid');
      if (row.status !== 0) throw fail('payOrderClosed');
      const prepayId = `wx${compactStamp(clock.nowMs())}${randomKey(12)}`;
      store.transaction(() => {
        payOrders.insertPrepay({ prepayId, payOrderId: row.id, route, createdAt: clock.nowMs() });
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
      closeLapsed();
      const prepay = payOrders.prepay(packageText.replace(/^prepay_id=/, ''));
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
      const prepay = payOrders.prepay(params.package.replace(/^prepay_id=/, ''));
      if (!prepay) return { result: 'fail' };
      if (params.result === 'cancel') return { result: 'cancel' };
      if (params.result !== 'ok') return { result: 'fail' };
      const taken = store.transaction(() => {
        closeLapsed();
        const row = payOrders.byId(prepay.pay_order_id)!;
        const refusal = sheetRefusal(row, prepay.prepay_id);
        if (refusal) return { refusal };
        const id = payOrders.insertBankPayment({
          transactionNo: bankTransaction(clock.nowMs()),
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
        notifyBankPayment(id);
      } else {
        setTimeout(() => {
          try {
            notifyBankPayment(id);
          } catch {
            // The simulator stopped meanwhile: the bank resends (delivered when it starts again).
          }
        }, delay).unref();
      }
      return { result: 'ok' };
    },

    /** After the pay sheet said ok: asks the bank (a notification held back is handled now). */
    confirm(member: MemberRow, payCode: string): PayOrder {
      const row = own(member, payCode);
      for (const payment of payOrders.bankPaymentsReceived(row.id)) notifyBankPayment(payment.id);
      return toPayOrder(payOrders.byId(row.id)!);
    },

    cancel(member: MemberRow, payCode: string): PayOrder {
      const row = own(member, payCode);
      if (row.status === 1) throw fail('payOrderPaid');
      if (row.status === 0) payOrders.cancel(row.id);
      return toPayOrder(payOrders.byId(row.id)!);
    },

    remove(member: MemberRow, payCode: string) {
      const row = own(member, payCode);
      if (row.status === 1 || row.status === 2) throw fail('paidOrderKept');
      store.transaction(() => {
        if (row.status === 0) payOrders.cancel(row.id);
        payOrders.remove(row.id);
      });
    },

    /**
     * A paid recharge gives back what it granted: the whole gift is taken back and the paid-in
     * money that is left (at most the amount) goes back to the bank route it was paid by. Refused,
     * saying why, when the gift or all the paid-in money was spent.
     */
    refund(member: MemberRow, payCode: string): PayOrder {
      const row = own(member, payCode);
      if (row.order_type !== 'recharge' || (row.status !== 1 && row.status !== 2)) {
        throw fail('notRefundable');
      }
      if (row.status === 1) {
        store.transaction(() => {
          const paidBack = funds.takeBackRecharge(member.id, row.sum_cost, row.gift, {
            payOrderId: row.id,
          });
          payOrders.refund(row.id, paidBack, row.paytype, clock.nowMs());
          members.notifyOf(member.id, 'rechargeRefunded', {
            payCode: row.pay_code,
            yuan: fenToYuan(paidBack),
            ...(row.gift > 0 ? { gift: fenToYuan(row.gift) } : {}),
          });
        });
      }
      return toPayOrder(payOrders.byId(row.id)!);
    },

    search(
      member: MemberRow,
      query: { orderType?: PayOrderRow['order_type']; status?: number } & PageQuery,
    ) {
      closeLapsed();
      const page = paging(query);
      const filter = {
        memberId: member.id,
        orderType: query.orderType ?? null,
        status: query.status ?? null,
      };
      return pageOf(
        payOrders.search({ ...filter, limit: page.limit, offset: page.offset }).map(toPayOrder),
        payOrders.count(filter),
        page,
      );
    },

    amount(member: MemberRow): Schemas['PayAmount'] {
      const totals = { parking: 0, recharge: 0, vipCard: 0 };
      for (const { order_type, amount } of payOrders.paidAmounts(member.id)) {
        if (order_type in totals) totals[order_type as keyof typeof totals] = amount;
      }
      return { ...totals, total: totals.parking + totals.recharge + totals.vipCard };
    },

    applyInvoice(
      member: MemberRow,
      request: { payCodes: string; title: string; taxNumber?: string; email?: string },
      origin: string,
    ): Schemas['Invoice'] {
      const codes = [
        ...new Set(
          request.payCodes
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean),
        ),
      ];
      if (codes.length === 0) throw badRequest('payCodes must name at least one pay order');
      const rows = codes.map((code) => payOrders.byCode(code));
      if (
        rows.some(
          (row) => !row || row.member_id !== member.id || row.status !== 1 || row.invoice === 1,
        )
      ) {
        throw fail('notInvoiceable');
      }
      const paid = rows as PayOrderRow[];
      const id = store.transaction(() => {
        for (const row of paid) {
          payOrders.markInvoiced(row.id);
          for (const orderId of payOrders.itemIds(row.id)) orders.markInvoiced(orderId);
        }
        return payOrders.insertInvoice({
          serial: null,
          memberId: member.id,
          title: request.title.trim(),
          taxNumber: request.taxNumber ?? null,
          email: request.email ?? null,
          amount: paid.reduce((sum, row) => sum + row.cost, 0),
          payCodes: JSON.stringify(codes),
          createdAt: clock.nowMs(),
        });
      });
      return invoiceOf(payOrders.invoiceById(id)!, origin);
    },

    invoices(member: MemberRow, query: PageQuery, origin: string) {
      const page = paging(query);
      return pageOf(
        payOrders.invoices(member.id, page.limit, page.offset).map((row) => invoiceOf(row, origin)),
        payOrders.countInvoices(member.id),
        page,
      );
    },

    invoice(member: MemberRow, serial: string, origin: string) {
      const row = payOrders.invoice(member.id, serial);
      if (!row) throw notFound('invoice');
      return invoiceOf(row, origin);
    },

    invoiceForDownload: (serial: string) => payOrders.invoiceBySerial(serial),

    /** Admin: the bank payments, newest first (a refunded one arrived for a settled pay order). */
    bankPayments: (limit = 200) =>
      payOrders.allBankPayments(limit).map((row) => ({
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

    /** Admin: every pay order, newest first. */
    all(limit = 200) {
      closeLapsed();
      return payOrders.all(limit).map((row) => ({ ...toPayOrder(row), member: row.member_id }));
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
