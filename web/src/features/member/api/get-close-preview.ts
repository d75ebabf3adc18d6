import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/**
 * What closing the account would do now: what is owed first, what is refunded and which way,
 * what ends with the account. Asked afresh each time the member opens the question (staleTime 0):
 * the balance may have moved since.
 */
export const closePreviewQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.closePreview,
    queryFn: () => api.previewDestroyMember(),
    staleTime: 0,
    gcTime: 0,
  });

export const useClosePreview = (enabled: boolean) =>
  useQuery({ ...closePreviewQueryOptions(), enabled });
