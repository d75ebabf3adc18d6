import type { QueryClient } from '@tanstack/react-query';
import { currentOrdersQueryOptions } from '@/features/orders/api/get-current-orders';
import { repaySummaryQueryOptions } from '@/features/orders/api/get-repay-summary';
import { unpaidOrdersQueryOptions } from '@/features/orders/api/get-unpaid-orders';
import { linkedPlateQuery } from '@/features/orders/use-payment-target';

/**
 * Asks for what the payment page shows first about the plate its link names (the page shows the
 * three parts once all have answered). Fresh for `PREFETCHED_FRESH_MS`: asked again as the page
 * mounted, the three answers came twice before the first paint of the plate's orders; a payment
 * makes them stale at once (the pay flow invalidates every query).
 */
export function prefetchOrderPayment(queryClient: QueryClient, search: URLSearchParams): void {
  const query = linkedPlateQuery(search);
  if (!query) return;
  void queryClient.prefetchQuery(repaySummaryQueryOptions(query));
  void queryClient.prefetchQuery(currentOrdersQueryOptions(query));
  void queryClient.prefetchQuery(unpaidOrdersQueryOptions(query));
}
