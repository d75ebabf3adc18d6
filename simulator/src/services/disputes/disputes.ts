import { DAY_MS, DISPUTE_WINDOW_DAYS, fenToYuan, MINUTE_MS } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail, notFound, SimulatorError } from '../../http/errors';
import type { NoticeParams } from '../../i18n/notices';
import { clockWorkRepository } from '../../repositories/clock-work/clock-work';
import type { DisputeReason, DisputeRow } from '../../repositories/disputes/disputes';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { apiTime, apiTimeOrNull, pageOf, paging, type PageQuery } from '../../util/format';
import { isCleanText } from '../../util/text';
import type { FundsService } from '../members/funds';
import { ownImageUpload, signedUploadLink } from '../media/uploads';
import { bankRefundNo } from '../pay-orders/codes';
import { recordPayOrderRefund } from '../pay-orders/refunds';
import type { memberService } from '../members/members';

/** Order statuses (spec section 4): to pay, completed, refunded, abnormal and closed abnormal. */
const TO_PAY = 22;
const COMPLETED = 9;
const REFUNDED = -9;
const UNDER_REVIEW = 11;
const CANCELLED = -11;

/** The `clock_work` kind of a decision scheduled on the simulator clock (migration 010). */
const SCHEDULED_DECISION = 'disputeDecision';

export type Dispute = Schemas['Dispute'];
export type Decision = 'upheld' | 'rejected';

/** What a scheduled decision's `clock_work` row holds. */
interface ScheduledDecision {
  decision: Decision;
  answer: string;
}

const isDecision = (value: unknown): value is Decision =>
  value === 'upheld' || value === 'rejected';

/**
 * Disputes: a member who may see an order and has a stake in it (the plate is theirs,
 * they checked the car in, or they paid the order) contests its charge; the operator decides in the
 * console. Upheld: an order to pay is cancelled (-11), a paid one is refunded (-9) to where it was
 * paid from, the balance through the ledger or the bank route recorded with its refund number.
 * Rejected: the order goes back to what it was. Each step is one transaction.
 */
export function disputeService(
  store: Store,
  clock: Clock,
  deps: { funds: FundsService; members: ReturnType<typeof memberService> },
) {
  const { orders, disputes, cars } = store;
  /**
   * Decisions scheduled on the simulator clock (the clock-based demo) are kept in the database, so
   * a restarted simulator still applies them, once.
   */
  const work = clockWorkRepository(store.db);

  /** A scheduled decision's payload, or undefined when it is not one (never applied then). */
  function scheduledOf(payload: string): ScheduledDecision | undefined {
    try {
      const value = JSON.parse(payload) as Partial<ScheduledDecision> | null;
      if (value && isDecision(value.decision) && typeof value.answer === 'string') {
        return { decision: value.decision, answer: value.answer };
      }
    } catch {
      // Not ours to read: dropped below.
    }
    return undefined;
  }

  function scheduleOf(row: DisputeRow) {
    if (row.status !== 'open') return null;
    const pending = work.pending(SCHEDULED_DECISION, row.id);
    const due = pending && scheduledOf(pending.payload);
    return pending && due
      ? { decision: due.decision, answer: due.answer, dueTime: apiTime(pending.due_at) }
      : null;
  }

  /**
   * A dispute as `viewer` sees it (the console: undefined, all of it). A refund of someone else's
   * payment is theirs: its amount and route are not shown to the disputer.
   */
  function toDispute(row: DisputeRow, viewer?: number): Dispute {
    const tokens = JSON.parse(row.photos) as string[];
    const payer =
      row.pay_order_id === null ? undefined : store.payOrders.byId(row.pay_order_id)?.member_id;
    const othersRefund = viewer !== undefined && payer !== undefined && payer !== viewer;
    return {
      id: row.id,
      bookCode: row.book_code,
      serial: row.serial,
      number: row.number,
      cash: row.cash,
      reason: row.reason,
      content: row.content,
      photos: tokens.flatMap((token) => {
        const upload = store.uploads.byToken(token);
        return upload ? [signedUploadLink(upload, clock.nowMs())] : [];
      }),
      status: row.status,
      answer: row.answer,
      refund: othersRefund ? 0 : row.refund,
      refundRoute: othersRefund ? null : (row.refund_route as Dispute['refundRoute']),
      createTime: apiTime(row.created_at),
      decideTime: apiTimeOrNull(row.decided_at),
    };
  }

  /** The upload tokens of the member's own images, or 2015 for anything else. */
  const ownPhotos = (member: MemberRow, urls: string[], origin: string): string[] =>
    urls.map((url) => ownImageUpload(store, member, url, origin).token);

  /** Whether the member has a stake in the order: their plate, their check-in, their payment. */
  function mayDispute(
    member: MemberRow,
    orderId: number,
    number: string,
    checkedInBy: number | null,
  ) {
    if (cars.byNumber(member.id, number)) return true;
    if (checkedInBy === member.id) return true;
    return disputes.paidPayOrderOf(orderId)?.member_id === member.id;
  }

  return {
    open(
      member: MemberRow,
      request: { serial: string; content: string; reason?: DisputeReason; photos?: string[] },
      origin: string,
    ): Dispute {
      const row = orders.bySerial(request.serial) ?? orders.byBookCode(request.serial);
      // A plate kept secret from the member has no orders for them (see "Who may do what").
      if (!row || cars.hiddenFrom(member.id, row.number)) throw notFound('order');
      if (!mayDispute(member, row.id, row.number, row.member_id))
        throw fail('notYourOrderToDispute');
      if (disputes.openOfOrder(row.id)) throw fail('disputeOpen');
      const now = clock.nowMs();
      if (row.status === COMPLETED && row.cash > 0) {
        if (row.pay_at === null || now - row.pay_at > DISPUTE_WINDOW_DAYS * DAY_MS) {
          throw fail('disputeTooLate');
        }
      } else if (row.status !== TO_PAY) {
        throw fail('cannotDispute');
      }
      if (!isCleanText(request.content)) throw fail('textInvalid');
      const photos = ownPhotos(member, request.photos ?? [], origin);
      const id = store.transaction(() => {
        const disputeId = disputes.insert({
          orderId: row.id,
          memberId: member.id,
          reason: request.reason ?? 'other',
          content: request.content,
          photos,
          previousStatus: row.status,
          createdAt: now,
        });
        // An order to pay leaves the arrears (and any pay order over it can no longer settle).
        if (row.status === TO_PAY) orders.setStatus(row.id, UNDER_REVIEW);
        store.records.insertAction({
          memberId: member.id,
          action: 'dispute',
          detail: row.book_code,
          createdAt: now,
        });
        return disputeId;
      });
      return toDispute(disputes.byId(id)!, member.id);
    },

    /** The member's own disputes, newest first. */
    list(member: MemberRow, query: PageQuery) {
      const page = paging(query);
      return pageOf(
        disputes
          .ofMember(member.id, { limit: page.limit, offset: page.offset })
          .map((row) => toDispute(row, member.id)),
        disputes.countOfMember(member.id),
        page,
      );
    },

    /** The member's latest dispute of an order (shown on the order's detail), if any. */
    ofOrderFor(member: MemberRow, bookCode: string): Dispute | undefined {
      const order = orders.byBookCode(bookCode);
      const row = order && disputes.latestOfOrderByMember(order.id, member.id);
      return row ? toDispute(row, member.id) : undefined;
    },

    /** Admin: disputes by state (all when none), newest first, with the member's phone. */
    adminList(status: DisputeRow['status'] | null, limit = 200) {
      return disputes.ofStatus(status, limit).map((row) => ({
        ...toDispute(row),
        member: row.member_id,
        phone: store.members.byId(row.member_id)?.phone ?? '',
        orderStatus: row.order_status,
        scheduled: scheduleOf(row),
      }));
    },

    decide,

    /**
     * Admin: the decision takes effect `afterMinutes` of simulator clock from now (applied by
     * `applyDue` on the first request after that). Replaces an earlier schedule of the dispute;
     * deciding it now drops the schedule.
     */
    schedule(id: number, decision: Decision, answer: string, afterMinutes: number) {
      const row = disputes.byId(id);
      if (!row) throw notFound('dispute');
      if (row.status !== 'open') throw fail('disputeDecided');
      const now = clock.nowMs();
      store.transaction(() => {
        work.finishPending(SCHEDULED_DECISION, id, 'replaced', now);
        work.insert({
          kind: SCHEDULED_DECISION,
          subjectId: id,
          payload: { decision, answer } satisfies ScheduledDecision,
          dueAt: now + afterMinutes * MINUTE_MS,
          createdAt: now,
        });
      });
      return { ...toDispute(row), scheduled: scheduleOf(row) };
    },

    /**
     * Applies the scheduled decisions whose time has come, each as `decide` does and marked done
     * in the same transaction (so none is applied twice, even across a restart); one whose
     * dispute was decided meanwhile, or whose order can no longer take the decision, is dropped
     * and the dispute stays open for the console. Returns how many were applied.
     */
    applyDue(): number {
      const now = clock.nowMs();
      let applied = 0;
      for (const due of work.due(SCHEDULED_DECISION, now)) {
        const scheduled = scheduledOf(due.payload);
        const row = disputes.byId(due.subject_id);
        if (!scheduled || !row || row.status !== 'open') {
          work.finish(due.id, 'dropped', now);
          continue;
        }
        try {
          store.transaction(() => {
            if (!work.finish(due.id, 'applied', now)) throw fail('disputeDecided');
            decide(due.subject_id, scheduled.decision, scheduled.answer);
          });
          applied++;
        } catch (error) {
          // A bug is not a refusal: it surfaces (the work stays due) instead of being dropped.
          if (!(error instanceof SimulatorError)) throw error;
          // The order moved on (e.g. its payment is gone): the dispute stays open for the console.
          work.finish(due.id, 'dropped', now);
        }
      }
      return applied;
    },
  };

  /** Admin: the operator's decision, with the money it moves, in one transaction. */
  function decide(id: number, decision: Decision, answer: string): Dispute {
    const row = disputes.byId(id);
    if (!row) throw notFound('dispute');
    if (row.status !== 'open') throw fail('disputeDecided');
    const now = clock.nowMs();
    const order = orders.byId(row.order_id)!;
    store.transaction(() => {
      // A decision made now replaces one scheduled for later (applyDue marks its own first).
      work.finishPending(SCHEDULED_DECISION, id, 'replaced', now);
      let refund = 0;
      let refundRoute: string | null = null;
      let refundNo: string | null = null;
      let ledgerId: number | null = null;
      let payOrderId: number | null = null;
      // The decision message, composed in the reader's language when read (i18n/notices.ts).
      const params: NoticeParams = {
        bookCode: order.book_code,
        yuan: fenToYuan(order.cash),
        answer,
        reason: row.reason,
      };
      let kind:
        'disputeCancelled' | 'disputeRefunded' | 'disputeRejected' | 'disputeUpheldOthersPayment';
      let told = params;
      if (decision === 'rejected') {
        if (order.status === UNDER_REVIEW) orders.setStatus(order.id, row.previous_status);
        kind = 'disputeRejected';
      } else if (order.status === COMPLETED) {
        const paid = disputes.paidPayOrderOf(order.id);
        if (!paid) throw fail('cannotDispute');
        payOrderId = paid.id;
        refund = order.cash;
        const payerOpen = store.members.byId(paid.member_id) !== undefined;
        if (paid.paytype === 'balance' && payerOpen) {
          // Gift the payment spent comes back as gift: the wallet never gains from a refund.
          const gift = Math.min(refund, Math.max(0, disputes.giftToGiveBack(paid.id)));
          deps.funds.credit(paid.member_id, refund - gift, gift, 'dispute', {
            payOrderId: paid.id,
          });
          ledgerId = disputes.lastLedgerId();
          refundRoute = 'balance';
        } else if (paid.paytype === 'balance') {
          // The payer's account has closed since: the money is paid out to their chat-app wallet
          // rather than into an account nobody can use.
          refundRoute = 'wallet';
          refundNo = bankRefundNo(now);
          store.payouts.insert({
            memberId: paid.member_id,
            amount: refund,
            refundNo,
            ledgerId: null,
            faultId: id,
            createdAt: now,
          });
        } else {
          refundRoute = paid.paytype;
          refundNo = bankRefundNo(now);
        }
        orders.setStatus(order.id, REFUNDED);
        recordPayOrderRefund(store, clock, {
          payOrderId: paid.id,
          amount: refund,
          source: 'dispute',
        });
        params.yuan = fenToYuan(refund);
        params.route = refundRoute === 'balance' || refundRoute === 'wallet' ? refundRoute : 'bank';
        if (refundNo) params.refundNo = refundNo;
        if (paid.member_id === row.member_id) {
          kind = 'disputeRefunded';
        } else {
          // The refund is the payer's to hear of; the disputer learns only that it went back.
          deps.members.notifyOf(paid.member_id, 'disputeRefundToPayer', params);
          kind = 'disputeUpheldOthersPayment';
          told = { bookCode: order.book_code, answer, reason: row.reason };
        }
      } else {
        orders.setStatus(order.id, CANCELLED);
        kind = 'disputeCancelled';
      }
      if (
        !disputes.decide({
          id,
          status: decision,
          answer,
          payOrderId,
          refund,
          refundRoute,
          refundNo,
          ledgerId,
          decidedAt: now,
        })
      ) {
        throw fail('disputeDecided');
      }
      deps.members.notifyOf(row.member_id, kind, told);
    });
    return toDispute(disputes.byId(id)!);
  }
}

export type DisputeService = ReturnType<typeof disputeService>;
