import type { QueryClient } from '@tanstack/react-query';
import { vipCardsQueryOptions } from '@/features/cards/api/get-vip-cards';
import { carsQueryOptions } from '@/features/vehicles/api/get-cars';
import { vehiclesQueryOptions } from '@/features/vehicles/api/get-vehicles';
import { appConfigQueryOptions } from '@/lib/app-config';

/** What the card purchase shows first: the cards, the member's cars and plates, the hotline. */
export function prefetchCardPay(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(vipCardsQueryOptions());
  void queryClient.prefetchQuery(carsQueryOptions());
  void queryClient.prefetchQuery(vehiclesQueryOptions());
  void queryClient.prefetchQuery(appConfigQueryOptions());
}
