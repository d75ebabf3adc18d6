import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { kerbKeys } from './kerb-keys';

/** The member's own sticker reports with the patrol's answer, newest first (the latest 20). */
export const stickerReportsQueryOptions = () =>
  queryOptions({
    queryKey: kerbKeys.reports,
    queryFn: () => api.listStickerReports({ page: 1, pageSize: 20 }),
  });

export const useStickerReports = () => useQuery(stickerReportsQueryOptions());
