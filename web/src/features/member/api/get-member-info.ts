import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** The member's profile: nickname, avatar, phone and promotion code. */
export const memberInfoQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.info, queryFn: () => api.getMemberInfo() });

export const useMemberInfo = () => useQuery(memberInfoQueryOptions());
