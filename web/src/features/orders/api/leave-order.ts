import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

/**
 * Leave now: the order is billed up to now and becomes 22 (preview-done). `device` is the scanned
 * space's code, the proof that the caller stands there. The leave flow tells refusals itself.
 */
export function useLeaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serial, device }: { serial: string; device?: string }) =>
      api.previewDoneOrder(serial, device),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
