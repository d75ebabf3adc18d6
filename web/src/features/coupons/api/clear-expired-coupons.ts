import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { couponKeys } from './coupon-keys';

/** Removes the member's expired coupons from their list (the catalogued timeout clear). */
export function useClearExpiredCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.clearExpiredCoupons(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
