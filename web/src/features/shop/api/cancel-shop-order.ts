import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** Cancels an unpaid order: its stock goes back at once instead of when the hold lapses. */
export function useCancelShopOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => api.cancelShopOrder(serial),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
