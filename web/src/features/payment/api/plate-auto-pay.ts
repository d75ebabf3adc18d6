import type { Schemas } from '@dehong/api-spec';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

type PlateNotices = Schemas['PlateNotices'];

/** The member's plates with their auto-pay (my vehicles changes them; the key is shared). */
const plateNoticesQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.plateNotices, queryFn: () => api.listAttentions() });

export const usePlateNoticeSettings = () => useQuery(plateNoticesQueryOptions());

/** Turns auto-pay on for a plate with the cap it had (50 yuan unless the member set one). */
export function useTurnOnAutoPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => api.setAutoPay({ number, autoPay: 1 }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PlateNotices[]>(sharedKeys.plateNotices, (list) =>
        list?.map((each) => (each.number === saved.number ? saved : each)),
      );
      return queryClient.invalidateQueries({ queryKey: sharedKeys.plateNotices });
    },
  });
}
