import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** Takes a line out of the cart. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => api.removeFromCart(serial),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
