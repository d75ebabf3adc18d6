import type { QueryClient } from '@tanstack/react-query';
import { devicePayInfoQueryOptions } from '@/features/orders/api/get-device-pay-info';
import type { PlateQuery } from '@/features/orders/api/plate-query';
import { currentOrdersQueryOptions } from '@/features/orders/api/get-current-orders';
import { repaySummaryQueryOptions } from '@/features/orders/api/get-repay-summary';
import { unpaidOrdersQueryOptions } from '@/features/orders/api/get-unpaid-orders';
import { linkedPlateQuery, targetQuery } from '@/features/orders/payment-target';

function prefetchPlate(
  queryClient: QueryClient,
  query: PlateQuery | null,
  fromDevice = false,
): void {
  if (!query?.number) return;
  void queryClient.prefetchQuery(repaySummaryQueryOptions(query, fromDevice));
  void queryClient.prefetchQuery(currentOrdersQueryOptions(query));
  void queryClient.prefetchQuery(unpaidOrdersQueryOptions(query));
}

/**
 * Asks for what the payment page shows first about the plate its link names (the page shows the
 * three parts once all have answered). Fresh for `PREFETCHED_FRESH_MS`: asked again as the page
 * mounted, the three answers came twice before the first paint of the plate's orders; a payment
 * makes them stale at once (the pay flow invalidates every query). From a space's code (`d`), the
 * space's last seen plate comes first, then that plate's parts, as the page will ask for them.
 */
export function prefetchOrderPayment(queryClient: QueryClient, search: URLSearchParams): void {
  const device = search.get('d');
  if (!device) return prefetchPlate(queryClient, linkedPlateQuery(search));
  queryClient
    .fetchQuery(devicePayInfoQueryOptions(device))
    .then((info) => prefetchPlate(queryClient, targetQuery(search, info), true))
    // The page shows the failure (no such device) itself.
    .catch(() => undefined);
}
