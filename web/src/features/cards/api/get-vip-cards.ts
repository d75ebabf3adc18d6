import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The membership cards on sale, in display order (vipIndex is the 1-based position). */
export const vipCardsQueryOptions = () =>
  queryOptions({ queryKey: ['vip-cards'], queryFn: () => api.listVipCards(), staleTime: 60_000 });

export const useVipCards = () => useQuery(vipCardsQueryOptions());
