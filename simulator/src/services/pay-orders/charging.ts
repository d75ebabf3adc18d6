import { fail } from '../../http/errors';
import type { KindDeps, PayOrderKind } from './kind';

/**
 * A charging debt: goods = exactly the member's charge orders with an unpaid debt, by id, for
 * their sum (another set is a stale draft). One unpaid debt pay order per member: a new draft
 * replaces the last. Settling pays off every debt, each once.
 */
export function chargingKind({ store }: KindDeps): PayOrderKind {
  const { charging } = store;
  return {
    type: 'charging',
    onePendingPerMember: true,

    price(member, payload) {
      const debts = charging.unpaidDebts(member.id);
      if (debts.length === 0) throw fail('noChargingDebt');
      const goods = debts.map((debt) => String(debt.id)).join(',');
      const asked = [...new Set(payload.goods.split(',').map((id) => id.trim()))];
      if (asked.sort().join(',') !== goods.split(',').sort().join(',')) throw fail('staleCost');
      const price = debts.reduce((sum, debt) => sum + debt.debt, 0);
      if (payload.sumCost !== price) throw fail('staleCost');
      if (payload.coupon !== 0 || payload.service !== 0) {
        throw fail('payloadInvalid', { detail: 'a charging debt has no coupon or service fee' });
      }
      return {
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
    },

    deliver(row) {
      for (const debtId of row.goods.split(',').map(Number)) {
        if (!charging.payOffDebt(debtId, row.member_id, row.id)) throw fail('noChargingDebt');
      }
    },

    notice: (row) => ({ type: 'charging', count: row.goods.split(',').length }),
  };
}
