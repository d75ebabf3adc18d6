import type { ShopOrderDraft } from '@dehong/api-spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** Places a shop order (unpaid, its stock held for a while); cart lines bought leave the cart. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ShopOrderDraft) => api.publishShopOrder(draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
