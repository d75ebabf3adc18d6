import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Stops charging: the energy is billed and paid from the balance. */
export function useStopCharging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => api.stopCharging(serial),
    // Money moved: the balance and every charging view are stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
