import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { vehicleKeys } from './vehicle-keys';

/** Removes one of the member's cars. */
export function useRemoveCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => api.removeCar(serial),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.orders }),
      ]),
  });
}
