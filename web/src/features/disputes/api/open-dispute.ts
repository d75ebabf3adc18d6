import type { Schemas } from '@dehong/api-spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type DisputeReason = Schemas['DisputeReason'];

export interface DisputeDraft {
  serial: string;
  reason: DisputeReason;
  content: string;
  photos: string[];
}

/**
 * Disputes an order's charge. Everything the order touches goes stale: the order, the arrears and
 * "settle all" (an order to pay under review leaves them), the totals and the disputes list.
 */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serial, reason, content, photos }: DisputeDraft) =>
      api.reportOrderFault({
        serial,
        reason,
        content,
        ...(photos.length > 0 ? { photos: JSON.stringify(photos) } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
