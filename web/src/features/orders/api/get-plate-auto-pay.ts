import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** The member's plates with their auto-pay (my vehicles changes them; the key is shared). */
const plateNoticesQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.plateNotices, queryFn: () => api.listAttentions() });

/** Auto-pay of one of the member's plates; undefined for a plate they do not hold. */
export function usePlateAutoPay(number: string) {
  return useQuery({
    ...plateNoticesQueryOptions(),
    enabled: number !== '',
    select: (list) => list.find((each) => each.number === number),
  });
}
