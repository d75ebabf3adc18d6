import { type ShopOrder, type ShopOrderDraft, shopPayOrderPayload } from '@dehong/api-spec';
import { useRef } from 'react';
import { usePlaceOrder } from '@/features/shop/api/place-order';
import type { PayRequest } from '@/features/payment/pay-flow';
import { usePayFlow } from '@/features/payment/use-pay-flow';

/**
 * The app's one pay flow for a shop order: its pay order (type `shop`, goods = the order serial)
 * goes to the bank of the store's area; the balance pays it when it covers it and the owner agrees,
 * else the chat app's pay sheet; the result page follows.
 */
function payRequestOf(order: ShopOrder): PayRequest {
  // The pay flow adds the staff attribution and the default payee itself.
  const {
    payee: _payee,
    payeeName: _payeeName,
    staff: _s,
    staffName: _n,
    team: _t,
    ...draft
  } = shopPayOrderPayload(order);
  return { draft, area: order.store.area, allowBalance: true };
}

/** Pays an unpaid shop order (the order list's and the order page's "pay"). */
export function usePayShopOrder() {
  const { pay, isPaying } = usePayFlow();
  return { payOrder: (order: ShopOrder) => pay(payRequestOf(order)), isPaying };
}

/**
 * Places the order once, then pays it: a second tap after a declined or cancelled payment pays the
 * order already placed (its stock is held) instead of placing another.
 */
export function usePlaceAndPay() {
  const place = usePlaceOrder();
  const { payOrder, isPaying } = usePayShopOrder();
  const placed = useRef<ShopOrder | null>(null);
  const submit = (draft: ShopOrderDraft) => {
    if (placed.current) return payOrder(placed.current);
    place.mutate(draft, {
      onSuccess: (order) => {
        placed.current = order;
        payOrder(order);
      },
    });
  };
  return { submit, isBusy: place.isPending || isPaying };
}
