import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** Balance (gift included), gift part, unused coupons and integral. */
export const memberFundsQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.funds, queryFn: () => api.getMemberFunds() });

export const useMemberFunds = () => useQuery(memberFundsQueryOptions());
