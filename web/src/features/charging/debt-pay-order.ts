import type { PayOrderPayload, Schemas } from '@dehong/api-spec';

type ChargeOrder = Schemas['ChargeOrder'];

/** The charging orders whose cost the balance could not cover and whose debt is not paid yet. */
export function unpaidDebts(orders: readonly ChargeOrder[]): ChargeOrder[] {
  return orders.filter((order) => order.status === 1 && order.debt > 0 && !order.paid);
}

/**
 * The pay order that pays charging debts (type `charging`): goods are the charging orders'
 * serials, the price their debts; no coupon, no service fee. The pay flow adds staff and payee.
 */
export function debtPayOrder(
  debts: readonly ChargeOrder[],
): Omit<PayOrderPayload, 'staff' | 'staffName' | 'team' | 'payee' | 'payeeName'> {
  const sum = debts.reduce((total, order) => total + order.debt, 0);
  return {
    orderType: 'charging',
    goods: debts.map((order) => order.serial).join(','),
    sumCost: sum,
    service: 0,
    coupon: 0,
    actualCost: sum,
    beBusiness: 0,
  };
}
