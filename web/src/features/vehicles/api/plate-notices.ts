import type { Schemas } from '@dehong/api-spec';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

export type PlateNotices = Schemas['PlateNotices'];

/** Each of the member's plates with its notices switch and auto-pay (shared with the payment pages). */
export const plateNoticesQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.plateNotices, queryFn: () => api.listAttentions() });

export const usePlateNotices = () => useQuery(plateNoticesQueryOptions());

/** The answer replaces its plate's entry at once; the list is read again behind it. */
function useSaved() {
  const queryClient = useQueryClient();
  return (saved: PlateNotices) => {
    queryClient.setQueryData<PlateNotices[]>(sharedKeys.plateNotices, (list) =>
      list?.map((each) => (each.number === saved.number ? { ...each, ...saved } : each)),
    );
    return queryClient.invalidateQueries({ queryKey: sharedKeys.plateNotices });
  };
}

/** Parking notices through the chat app on or off for one plate (`attention/subscribe`). */
export function useSwitchNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { number: string; subscribe: 0 | 1 }) => api.subscribeAttention(body),
    onSuccess: ({ number, subscribe }) => {
      queryClient.setQueryData<PlateNotices[]>(sharedKeys.plateNotices, (list) =>
        list?.map((each) => (each.number === number ? { ...each, subscribe } : each)),
      );
      return queryClient.invalidateQueries({ queryKey: sharedKeys.plateNotices });
    },
  });
}

/** Auto-pay from the balance on or off for one plate, with its cap per order (fen). */
export function useSetAutoPay() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: { number: string; autoPay: 0 | 1; cap?: number }) => api.setAutoPay(body),
    onSuccess: saved,
  });
}
