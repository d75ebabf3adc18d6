import { addDays, DAY_MS, fenToYuan } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import type { NoticeKind, NoticeParams } from '../../i18n/notices';
import { chatNoticeRepository, type PlateHolderRow } from '../../repositories/notices/chat-notices';
import { clockWorkRepository } from '../../repositories/clock-work/clock-work';
import type { MemberRow } from '../../repositories/members/members';
import type { OrderRow } from '../../repositories/orders/orders';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';
import { apiTime, pageOf, paging, parseJsonArray, type PageQuery } from '../../util/format';
import { renewalPath } from '../members/cars';
import {
  AUTO_PAY_DEFAULT_CAP,
  FORWARDED,
  isQuietHour,
  LOW_BALANCE_FEN,
  MEMBERSHIP_REMINDER_DAYS,
  MEMBERSHIP_REMINDER_HOUR,
  membershipKind,
  orderPaymentLink,
  orderShowLink,
  outOfQuietHours,
  REMINDER_KINDS,
  toNotice,
  UNPAID_REMINDER_DAYS,
  unpaidKind,
  type ChatNoticeKind,
  type PlateNotices,
} from './rules';

/** Auto-pay of one order through the pay-order engine (payments.autoPayOrder). */
export type AutoPayOrder = (memberId: number, order: OrderRow) => PayOrderRow;

/**
 * Parking notices through the chat platform, and auto-pay from the balance per plate. The owner
 * turns notices on per plate (`attention/subscribe`) and auto-pay per plate with a cap; the
 * operator then sends template messages into the member's chat feed (`chat_notices`), each with a
 * deep link into the app and its data, written in the reader's language when read. Reminders run
 * on the simulator clock as `clock_work`, once per order (or membership) and kind.
 */
export function chatNoticeService(store: Store, clock: Clock) {
  const repo = chatNoticeRepository(store.db, REMINDER_KINDS);
  const work = clockWorkRepository(store.db);
  const { cars, orders, members, memberships } = store;
  let autoPayOrder: AutoPayOrder | undefined;

  function send(
    memberId: number,
    kind: ChatNoticeKind,
    params: NoticeParams,
    link: string,
    subject: { number?: string | null; orderId?: number | null; onceKey?: string | null } = {},
  ): boolean {
    return repo.insert({
      member_id: memberId,
      kind,
      number: subject.number ?? null,
      order_id: subject.orderId ?? null,
      params: JSON.stringify(params),
      link,
      once_key: subject.onceKey ?? null,
      created_at: clock.nowMs(),
    });
  }

  /** Auto-pay applies to the binding it was turned on for, while that binding lasts. */
  const autoPayOn = (h: PlateHolderRow) => h.auto_pay === 1 && h.auto_pay_car === h.car_id;

  const orderParams = (row: OrderRow): NoticeParams => ({
    number: row.number,
    place: `${row.station_name}${row.space}`,
    start: apiTime(row.start_at),
    finish: row.finish_at === null ? '' : apiTime(row.finish_at),
    yuan: fenToYuan(row.cash),
    amount: row.cash,
    bookCode: row.book_code,
  });

  function scheduleUnpaidReminders(row: OrderRow) {
    const from = row.finish_at ?? clock.nowMs();
    for (const days of UNPAID_REMINDER_DAYS) {
      const kind = unpaidKind(days);
      if (repo.everScheduled(kind, row.id)) continue;
      work.insert({
        kind,
        subjectId: row.id,
        payload: { days },
        dueAt: outOfQuietHours(from + days * DAY_MS),
        createdAt: clock.nowMs(),
      });
    }
  }

  /** The plate's latest membership gets its 7/3/1-day reminders still ahead, once each. */
  function scheduleMembershipReminders(number: string) {
    const latest = memberships.latest(number);
    if (!latest) return;
    const now = clock.nowMs();
    for (const days of MEMBERSHIP_REMINDER_DAYS) {
      const kind = membershipKind(days);
      const at = Date.parse(
        `${addDays(latest.end_date, -days)}T${String(MEMBERSHIP_REMINDER_HOUR).padStart(2, '0')}:00:00+08:00`,
      );
      if (at < now || repo.everScheduled(kind, latest.id)) continue;
      work.insert({ kind, subjectId: latest.id, payload: { days }, dueAt: at, createdAt: now });
    }
  }

  /**
   * An order of a plate became payable (22), inside the transaction of that change. The first
   * holder with auto-pay on for this binding pays it from the balance through the pay-order engine
   * (a pay order of its own, marked automatic), when the balance covers it, it is within the cap,
   * it was never disputed and no other pay order holds it. Otherwise nothing is taken: each holder
   * with notices or auto-pay on gets one "amount due" notice (why auto-pay did not take it, for
   * theirs), and the reminders are scheduled.
   */
  function orderPayable(row: OrderRow) {
    const holders = repo.holders(row.number);
    const payer = holders.find(autoPayOn);
    let why: NoticeParams = {};
    if (payer && autoPayOrder) {
      const balance = members.byId(payer.member_id)?.funds ?? 0;
      const cap = payer.cap ?? AUTO_PAY_DEFAULT_CAP;
      const blocked =
        repo.everDisputed(row.id) ||
        store.payOrders.unpaidHolding([row.id]).some((held) => held.member_id !== payer.member_id);
      if (row.cash > cap) why = { reason: 'overCap', cap: fenToYuan(cap) };
      else if (balance < row.cash) why = { reason: 'balanceShort', balance: fenToYuan(balance) };
      else if (!blocked) {
        try {
          // A savepoint: a refusal inside the engine rolls back the payment alone, never the
          // order's change of state around it.
          autoPayOrder(payer.member_id, row);
          return;
        } catch {
          why = {};
        }
      }
    }
    const params = orderParams(orders.byId(row.id) ?? row);
    for (const holder of holders) {
      if (holder.subscribe !== 1 && !autoPayOn(holder)) continue;
      send(
        holder.member_id,
        'parkingEnded',
        holder === payer ? { ...params, ...why } : params,
        orderPaymentLink(row.number),
        { number: row.number, orderId: row.id, onceKey: `due:${row.id}` },
      );
    }
    scheduleUnpaidReminders(row);
  }

  /** A pay order was settled (any channel), inside its transaction. */
  function paid(row: PayOrderRow & { automatic?: number }) {
    const numbers = parseJsonArray(row.numbers);
    const automatic = row.automatic === 1 ? 1 : 0;
    const subscribed =
      numbers.length > 0
        ? numbers.some((n) => repo.subscription(row.member_id, n) === 1)
        : repo.subscribedAny(row.member_id);
    if (subscribed || automatic) {
      const items = store.payOrders.itemIds(row.id);
      const first = items.length === 1 ? orders.byId(items[0]!) : undefined;
      const link =
        row.order_type === 'parking'
          ? first
            ? orderShowLink(first.book_code)
            : orderPaymentLink(numbers[0] ?? '')
          : row.order_type === 'vipCard'
            ? '/app/vip/car/index'
            : row.order_type === 'recharge'
              ? '/app/vip/recharge'
              : row.order_type === 'charging'
                ? '/evc/order/index'
                : '/shop/order/index';
      send(
        row.member_id,
        'paymentReceived',
        {
          type: row.order_type,
          goodsName: row.goods_name,
          numbers: numbers.join(','),
          count: items.length,
          yuan: fenToYuan(row.cost),
          amount: row.cost,
          automatic,
          ...(first ? { number: first.number, bookCode: first.book_code } : {}),
        },
        link,
        { number: numbers[0] ?? null, orderId: first?.id ?? null, onceKey: `paid:${row.id}` },
      );
    }
    if (row.paytype === 'balance' && (subscribed || automatic)) {
      const after = members.byId(row.member_id)?.funds ?? 0;
      if (after < LOW_BALANCE_FEN && after + row.cost >= LOW_BALANCE_FEN) {
        send(
          row.member_id,
          'balanceLow',
          { balance: fenToYuan(after), threshold: fenToYuan(LOW_BALANCE_FEN), amount: after },
          '/app/vip/recharge',
          { onceKey: `low:${row.id}` },
        );
      }
    }
    if (row.order_type === 'vipCard') for (const n of numbers) scheduleMembershipReminders(n);
  }

  /**
   * A member message that also goes to the chat feed (decisions, refunds), when notices are on:
   * for the order's plate when the member holds it, else for any plate (a payer whose plate has
   * moved on is still told of the refund).
   */
  function forward(memberId: number, kind: NoticeKind, params: NoticeParams) {
    const as = FORWARDED[kind];
    if (!as) return;
    const found =
      typeof params.bookCode === 'string' ? orders.byBookCode(params.bookCode) : undefined;
    const order = found && cars.byNumber(memberId, found.number) ? found : undefined;
    const on = order
      ? repo.subscription(memberId, order.number) === 1
      : repo.subscribedAny(memberId);
    if (!on) return;
    const link = order
      ? orderShowLink(order.book_code)
      : kind === 'shopRefunded'
        ? '/shop/order/index'
        : kind === 'rechargeRefunded'
          ? '/app/vip/recharge'
          : '/app/vip/order/index';
    send(memberId, as, { ...params, of: kind, ...(order ? { number: order.number } : {}) }, link, {
      number: order?.number ?? null,
      orderId: order?.id ?? null,
    });
  }

  /** A charging session stopped by itself when the balance ran out. */
  function chargingStopped(
    memberId: number,
    stop: { finishAt: number; cost: number; debt: number },
  ) {
    if (!repo.subscribedAny(memberId)) return;
    send(
      memberId,
      'chargingStopped',
      {
        finish: apiTime(stop.finishAt),
        yuan: fenToYuan(stop.cost),
        amount: stop.cost,
        debt: stop.debt,
        debtYuan: fenToYuan(stop.debt),
      },
      '/evc/order/index',
    );
  }

  /** Sends the reminders whose time has come, each once; at night they wait for the morning. */
  function applyDue(): number {
    const now = clock.nowMs();
    let sent = 0;
    for (const due of repo.dueReminders(now)) {
      if (isQuietHour(now)) {
        repo.postpone(due.id, outOfQuietHours(now));
        continue;
      }
      const days = Number((JSON.parse(due.payload) as { days?: number }).days);
      store.transaction(() => {
        const outcome = due.kind.startsWith('unpaidReminder')
          ? remindUnpaid(due.subject_id, days)
          : remindMembership(due.subject_id, days);
        if (work.finish(due.id, outcome, now) && outcome === 'applied') sent += 1;
      });
    }
    return sent;
  }

  function remindUnpaid(orderId: number, days: number): 'applied' | 'dropped' {
    const row = orders.byId(orderId);
    // Paid, cancelled or under dispute meanwhile: no reminder.
    if (!row || row.status !== 22) return 'dropped';
    const params = { ...orderParams(row), days };
    for (const holder of repo.holders(row.number)) {
      if (holder.subscribe !== 1 && !autoPayOn(holder)) continue;
      send(holder.member_id, 'unpaidReminder', params, orderPaymentLink(row.number), {
        number: row.number,
        orderId: row.id,
        onceKey: `remind:${row.id}:${days}`,
      });
    }
    return 'applied';
  }

  function remindMembership(membershipId: number, days: number): 'applied' | 'dropped' {
    const m = repo.membership(membershipId);
    // Renewed (a later membership) or already over: nothing to remind of.
    if (!m || memberships.latest(m.number)?.id !== m.id || m.end_date < clock.today()) {
      return 'dropped';
    }
    for (const holder of repo.holders(m.number)) {
      if (holder.subscribe !== 1) continue;
      send(
        holder.member_id,
        'membershipEnding',
        { number: m.number, service: m.service, endDate: m.end_date, days },
        renewalPath(m.number),
        { number: m.number, onceKey: `renew:${m.id}:${days}` },
      );
    }
    return 'applied';
  }

  function setting(memberId: number, number: string): PlateNotices {
    const auto = repo.autoPay(memberId, number);
    const car = cars.byNumber(memberId, number);
    return {
      number,
      subscribe: repo.subscription(memberId, number) === 1 ? 1 : 0,
      autoPay: auto?.enabled === 1 && auto.car_id === car?.id ? 1 : 0,
      autoPayCap: auto?.cap ?? AUTO_PAY_DEFAULT_CAP,
    };
  }

  function ownCar(member: MemberRow, number: string) {
    const car = cars.byNumber(member.id, number);
    if (!car) throw fail('notYourPlate');
    return car;
  }

  return {
    /** A notice that answers the member's own request (a report handled): sent whatever the switches. */
    send,
    toNotice,
    orderPayable,
    paid,
    forward,
    chargingStopped,
    applyDue,
    scheduleMembershipReminders,
    /** Auto-pay settles through the payments service, built after this one. */
    useAutoPay(pay: AutoPayOrder) {
      autoPayOrder = pay;
    },
    markAutomatic: repo.markAutomatic,

    /** Each of the member's plates with its notices switch and auto-pay. */
    settings: (member: MemberRow): PlateNotices[] =>
      cars.all(member.id).map((car) => setting(member.id, car.number)),

    /** Notices were switched (cars.subscribe): a membership's end is now worth reminding of. */
    subscribed(member: MemberRow, number: string, subscribe: 0 | 1): PlateNotices {
      if (subscribe === 1) scheduleMembershipReminders(number);
      return setting(member.id, number);
    },

    setAutoPay(member: MemberRow, number: string, autoPay: 0 | 1, cap?: number): PlateNotices {
      const car = ownCar(member, number);
      const before = repo.autoPay(member.id, number);
      repo.saveAutoPay({
        memberId: member.id,
        number,
        carId: car.id,
        enabled: autoPay,
        cap: cap ?? before?.cap ?? AUTO_PAY_DEFAULT_CAP,
        updatedAt: clock.nowMs(),
      });
      return setting(member.id, number);
    },

    list(member: MemberRow, query: { number?: string } & PageQuery, language: Language) {
      if (query.number) ownCar(member, query.number);
      const page = paging(query);
      const number = query.number ?? null;
      return pageOf(
        repo.page(member.id, number, page.limit, page.offset).map((row) => toNotice(row, language)),
        repo.count(member.id, number),
        page,
      );
    },

    /** The chat platform's feed of one phone (the inbox, the admin API), newest first. */
    feedOfPhone: (phone: string, language: Language, limit = 100) =>
      repo.ofPhone(phone, limit).map((row) => toNotice(row, language)),
    feedAll: (language: Language, limit = 200) =>
      repo.all(limit).map((row) => ({
        ...toNotice(row, language),
        phone: members.byId(row.member_id)?.phone ?? '',
      })),
    byId: repo.byId,
    phoneOf: (memberId: number) => members.byId(memberId)?.phone ?? undefined,
    parkingNow: repo.parkingNow,
  };
}

export type ChatNoticeService = ReturnType<typeof chatNoticeService>;
