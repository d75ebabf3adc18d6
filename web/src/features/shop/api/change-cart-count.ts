import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** Sets a cart line's count (the server refuses more than the stock or the member limit). */
export function useChangeCartCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { serial: string; count: number }) => api.updateCartLine(line),
    // Refused or not, the cart shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
