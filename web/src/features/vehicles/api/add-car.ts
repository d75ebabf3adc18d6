import type { PlateType } from '@dehong/api-spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { vehicleKeys } from './vehicle-keys';

/** Adds a car (plate and plate type) to the member. */
export function useAddCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car: { number: string; plateType: PlateType; licence?: string }) =>
      api.publishCar(car),
    // A plate another member holds is answered on the form itself (the licence step).
    meta: { errorHandled: true },
    // The member's cars, their vehicle cards and the orders of their plates all change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.orders }),
      ]),
  });
}
