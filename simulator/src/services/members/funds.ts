import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { LedgerEntry } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';

type Refs = Partial<Pick<LedgerEntry, 'payOrderId' | 'chargeOrderId'>>;

/**
 * The only way funds change: every change is a ledger entry and the member's balance moves by the
 * same amount in the same transaction, so funds always equal the sum of the member's entries.
 * `give` is the part of funds that came from recharge gifts; spending uses the paid-in part first.
 */
export function fundsService(store: Store, clock: Clock) {
  const { members, ledger } = store;

  function post(
    memberId: number,
    amount: number,
    give: number,
    reason: LedgerEntry['reason'],
    refs: Refs,
  ) {
    if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(give)) {
      throw new RangeError(`ledger amounts must be integer fen, got ${amount} / ${give}`);
    }
    return store.transaction(() => {
      const entry = ledger.insert({
        memberId,
        amount,
        give,
        reason,
        payOrderId: refs.payOrderId ?? null,
        chargeOrderId: refs.chargeOrderId ?? null,
        createdAt: clock.nowMs(),
      });
      members.addFunds(memberId, amount, give);
      return Number(entry.lastInsertRowid);
    });
  }

  function balanceOf(memberId: number) {
    const member = members.byId(memberId);
    if (!member) throw fail('notFound', { thing: 'member' });
    return member;
  }

  return {
    credit(
      memberId: number,
      amount: number,
      gift: number,
      reason: LedgerEntry['reason'],
      refs: Refs = {},
    ) {
      post(memberId, amount + gift, gift, reason, refs);
    },

    /** Takes `amount` from the balance or fails with "not enough balance" (nothing changes). */
    debit(memberId: number, amount: number, reason: LedgerEntry['reason'], refs: Refs = {}) {
      const { funds, give } = balanceOf(memberId);
      if (funds < amount) throw fail('insufficientFunds');
      const giftUsed = Math.max(0, amount - (funds - give));
      post(memberId, -amount, -giftUsed, reason, refs);
    },

    /**
     * Takes back what a recharge granted: its whole gift, and of its amount only the paid-in money
     * left (funds less all gift). Refused, changing nothing, when the gift or all of the paid-in
     * money was spent. Answers the paid-in money given back (to the bank).
     */
    takeBackRecharge(memberId: number, amount: number, gift: number, refs: Refs): number {
      const { funds, give } = balanceOf(memberId);
      if (give < gift) throw fail('refundGiftSpent');
      const paidBack = Math.min(amount, funds - give);
      if (paidBack <= 0) throw fail('refundNothingLeft');
      post(memberId, -(paidBack + gift), -gift, 'refund', refs);
      return paidBack;
    },

    /**
     * A closing account gives a recharge's paid-in money back by the way it came, at most
     * `amount` and what is paid in (funds less gift); its gift stays, to end with the account.
     * Answers the money given back.
     */
    refundRechargeAtClose(memberId: number, amount: number, refs: Refs): number {
      const { funds, give } = balanceOf(memberId);
      const paidBack = Math.min(amount, funds - give);
      if (paidBack > 0) post(memberId, -paidBack, 0, 'refund', refs);
      return Math.max(0, paidBack);
    },

    /**
     * A closing account's paid-in money that no top-up of its own can take back (an opening
     * balance, money merged in) leaves for the member's chat-app wallet. Answers the ledger entry.
     */
    payOut(memberId: number, amount: number): number {
      const { funds, give } = balanceOf(memberId);
      if (amount <= 0 || amount > funds - give) {
        throw new RangeError(`a payout takes paid-in money only: ${amount} of ${funds - give}`);
      }
      return post(memberId, -amount, 0, 'payout', {});
    },

    /** Sets the balance to exactly `fen`, none of it gift, by one opening entry (seeding). */
    setBalance(memberId: number, fen: number) {
      const { funds, give } = balanceOf(memberId);
      if (funds !== fen || give !== 0) post(memberId, fen - funds, -give, 'opening', {});
    },

    /** Moves all of one member's funds to another (account merge). */
    moveAll(fromId: number, toId: number) {
      const { funds, give } = balanceOf(fromId);
      if (funds === 0) return;
      store.transaction(() => {
        post(fromId, -funds, -give, 'merge', {});
        post(toId, funds, give, 'merge', {});
      });
    },
  };
}

export type FundsService = ReturnType<typeof fundsService>;
