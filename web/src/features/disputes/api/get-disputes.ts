import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { disputeKeys } from './dispute-keys';

/** The member's own disputes with their state, newest first (the latest 50). */
export const disputesQueryOptions = () =>
  queryOptions({
    queryKey: disputeKeys.list,
    queryFn: () => api.listOrderFaults({ page: 1, pageSize: 50 }),
  });

export const useDisputes = () => useQuery(disputesQueryOptions());
