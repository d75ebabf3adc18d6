import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** The member's parking spend per month, newest month first (the last 12). */
export const monthBillsQueryOptions = () =>
  queryOptions({
    queryKey: [...sharedKeys.orders, 'bills'],
    queryFn: async () => (await api.listOrderBills({ page: 1, pageSize: 12 })).list,
  });

export const useMonthBills = () => useQuery(monthBillsQueryOptions());
