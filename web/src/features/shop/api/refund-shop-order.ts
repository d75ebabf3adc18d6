import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Refunds every unredeemed voucher of a paid order; the money goes back where it came from. */
export function useRefundShopOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => api.refundShopOrder(serial),
    // Money moved: the balance and the pay orders are stale too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
