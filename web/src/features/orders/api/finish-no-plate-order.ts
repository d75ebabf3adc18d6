import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

/** "I am a no-plate car": ends the no-plate order parked at the device (it becomes 22). */
export function useFinishNoPlateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: string) => api.finishNoPlateOrder(device),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
