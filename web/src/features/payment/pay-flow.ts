import { type PayOrderPayload, type Staff, isApiError } from '@dehong/api-spec';
import { DEFAULT_PAYEE, DEFAULT_PAYEE_NAME, DEFAULT_STAFF_CODE } from '@dehong/api-spec/domain';
import { api } from '@/lib/api';
import { hasPayBridge, requestBrandPay } from '@/lib/pay-bridge';

/** A pay order draft: the flow adds the staff attribution, and the default payee if none. */
export type PayOrderDraft = Omit<
  PayOrderPayload,
  'staff' | 'staffName' | 'team' | 'payee' | 'payeeName'
> &
  Partial<Pick<PayOrderPayload, 'payee' | 'payeeName'>>;

export interface PayRequest {
  draft: PayOrderDraft;
  /** Chooses the bank: an area code, or `vipCard` for membership cards (the default route). */
  area: string;
  /** As typed; empty means the default staff code. */
  staffNumber?: string;
  /** Whether a balance above the cost pays it (parking arrears); top-ups and cards pass false. */
  allowBalance: boolean;
  /** 1 when the order settles parking arrears. */
  repay?: 0 | 1;
}

export type PayOutcome =
  | { kind: 'paid'; payCode: string; amount: number; via: 'nothingDue' | 'balance' | 'bridge' }
  | { kind: 'bridgeRefused'; reason: 'cancel' | 'fail' }
  | { kind: 'balanceDeclined' }
  | { kind: 'bridgeMissing' };

/**
 * Asks the owner whether the balance may pay: `cost` out of `funds` (fen). Resolves true when
 * they agree; nothing is taken before that.
 */
export type ConfirmBalance = (charge: { cost: number; funds: number }) => Promise<boolean>;

/** Without someone to ask, the balance is never taken. */
const refuseBalance: ConfirmBalance = () => Promise.resolve(false);

/**
 * The staff member a pay order is attributed to. A typed number must exist (the server's message
 * says so otherwise); without one, the default staff code - attributed by code alone if the
 * operator does not list it.
 */
async function staffFor(staffNumber = ''): Promise<Staff> {
  const typed = staffNumber.trim();
  if (typed) return api.showStaff(typed);
  try {
    return await api.showStaff(DEFAULT_STAFF_CODE);
  } catch (error) {
    if (isApiError(error, 'business')) return { serial: DEFAULT_STAFF_CODE, name: '', team: '' };
    throw error;
  }
}

/**
 * Payment (spec section 4): publish the pay order; nothing due -> paid; a balance above the cost
 * (where allowed) pays it once the owner confirms (`confirmBalance`: amount and balance shown;
 * declined -> nothing taken, the pay order stays unpaid); otherwise the chat app's pay sheet with
 * the area's bank parameters, confirmed with front-pay once it says ok. Failed calls reject with
 * their ApiError.
 */
export async function runPayFlow(
  request: PayRequest,
  confirmBalance: ConfirmBalance = refuseBalance,
): Promise<PayOutcome> {
  const staff = await staffFor(request.staffNumber);
  const { payCode, cost } = await api.publishPayOrder(
    {
      payee: DEFAULT_PAYEE,
      payeeName: DEFAULT_PAYEE_NAME,
      ...request.draft,
      staff: staff.serial,
      staffName: staff.name,
      team: staff.team,
    },
    request.repay ?? 0,
  );
  if (cost === 0) return { kind: 'paid', payCode, amount: 0, via: 'nothingDue' };

  if (request.allowBalance) {
    const { funds } = await api.getMemberFunds();
    if (funds > cost) {
      if (!(await confirmBalance({ cost, funds }))) return { kind: 'balanceDeclined' };
      const paid = await api.payByFunds(payCode);
      return { kind: 'paid', payCode, amount: paid.cost, via: 'balance' };
    }
  }

  if (!hasPayBridge()) return { kind: 'bridgeMissing' };
  const params = await api.payParamsFor(request.area, payCode);
  const answer = await requestBrandPay(params);
  if (answer !== 'ok') return { kind: 'bridgeRefused', reason: answer };
  const paid = await api.confirmFrontPay(payCode);
  return { kind: 'paid', payCode, amount: paid.cost, via: 'bridge' };
}
