import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chargingKeys } from './charging-keys';

/** Starts charging on a free charger (the balance pays when it stops). */
export function useStartCharging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (equipment: string) => api.startCharging(equipment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
