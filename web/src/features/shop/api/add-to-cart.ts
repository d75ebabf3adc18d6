import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** Puts `count` more of a product in the cart (the server refuses more than stock or limit). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { product: string; count: number }) => api.addToCart(line),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
