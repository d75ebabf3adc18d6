import type { PayOrder } from '@dehong/api-spec';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api';
import { payOrderKeys } from '@/lib/pay-order-keys';

/** How often the result page asks again while the bank's notification has not arrived. */
export const PAY_ORDER_REFRESH_MS = 2_000;
/** After this long an unconfirmed payment stops being asked about by itself (a button asks again). */
export const PAY_ORDER_WAIT_MS = 60_000;

/**
 * The pay order as the server records it, by its code (`order/confirm` asks the bank again), or,
 * for the older result link without a code, the member's newest pay order. The result page says
 * "paid" only from this answer, never from its own URL.
 */
export const payOrderQueryOptions = (payCode: string | null) =>
  queryOptions({
    queryKey: payOrderKeys.one(payCode),
    queryFn: async (): Promise<PayOrder | null> => {
      if (payCode) return api.queryPayOrder(payCode);
      const { list } = await api.searchPayOrders({ page: 1, pageSize: 1 });
      return list[0] ?? null;
    },
  });

/** The pay order, asked again every PAY_ORDER_REFRESH_MS while unpaid, for PAY_ORDER_WAIT_MS. */
export function usePayOrder(payCode: string | null) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...payOrderQueryOptions(payCode),
    refetchInterval: (query) =>
      query.state.data?.status === 0 && Date.now() - since < PAY_ORDER_WAIT_MS
        ? PAY_ORDER_REFRESH_MS
        : false,
  });
}
