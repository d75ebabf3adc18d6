import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Refunds a paid top-up's amount (not its gift), at most the balance left. */
export function useRefundRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: { payCode: string; reason: string }) => api.refundPayOrder(refund),
    // Money moved: the balance and the records everywhere are stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
