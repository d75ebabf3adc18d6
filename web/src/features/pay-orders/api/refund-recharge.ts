import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Refunds a paid top-up: its gift taken back, its amount returned up to the paid-in money left. */
export function useRefundRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: { payCode: string; reason: string }) => api.refundPayOrder(refund),
    // Money moved: the balance and the records everywhere are stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
