import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

/** Leave now: the order is billed up to now and becomes 22 (preview-done). */
export function useLeaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => api.previewDoneOrder(serial),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
