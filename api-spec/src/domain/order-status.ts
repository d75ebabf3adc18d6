import type { OrderStatus } from '../types';

export type OrderStatusKey =
  'parking' | 'toPay' | 'completed' | 'refunded' | 'abnormal' | 'cancelled';

/** The label (catalogue key) of an order status (spec section 4). */
export function orderStatusKey(status: OrderStatus): OrderStatusKey {
  switch (status) {
    case 0:
    case 1:
      return 'parking';
    case 22:
      return 'toPay';
    case 9:
      return 'completed';
    case -9:
      return 'refunded';
    case 11:
      return 'abnormal';
    // Closed abnormal: the charge was cancelled (an upheld dispute), nothing is due on it.
    case -11:
      return 'cancelled';
  }
}

/** Status 0 orders can be ended by the driver ("leave now") unless the device ends them (type 1). */
export function canLeaveNow(order: { status: OrderStatus; type: number }): boolean {
  return order.status === 0 && order.type !== 1;
}
