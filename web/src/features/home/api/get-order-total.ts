import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { homeKeys } from './home-keys';

/** The home tiles: this month's parking spend, arrears and their count over the member's plates. */
export const orderTotalQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.orderTotal, queryFn: () => api.getOrderTotal() });

export const useOrderTotal = () => useQuery(orderTotalQueryOptions());
