import type { Schemas } from '@dehong/api-spec';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import {
  requestSubscribeMessage,
  subscribeBridge,
  type SubscribeOutcome,
} from '@/lib/subscribe-bridge';

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

/** The operator's parking-notice template on the chat platform (amount due, reminders, paid). */
export const PARKING_NOTICE_TEMPLATE_ID = 'dehong-parking-notice';

/** The chat app's consent sheet was answered with anything but accept: nothing was saved. */
export class NoticesConsentRefused extends Error {
  constructor(readonly outcome: Exclude<SubscribeOutcome, 'accept'>) {
    super(`chat app notices: ${outcome}`);
  }
}

/**
 * Parking notices through the chat app on or off for one plate (`attention/subscribe`). Inside the
 * chat app its rules want the user's own consent before an account sends subscription notices, so
 * turning them on asks the platform first; turning them off, or a plain browser, asks nothing.
 */
export function useSwitchNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { number: string; subscribe: 0 | 1 }) => {
      const bridge = body.subscribe === 1 ? subscribeBridge() : null;
      if (bridge) {
        const outcome = await requestSubscribeMessage(bridge, [PARKING_NOTICE_TEMPLATE_ID]);
        if (outcome !== 'accept') throw new NoticesConsentRefused(outcome);
      }
      return api.subscribeAttention(body);
    },
    // The switch says every failure itself, the declined consent in its own words.
    meta: { errorHandled: true },
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
