import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** Redeems a voucher's code into a coupon. */
export function useConvertCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.convertCoupon(code),
    // The mine tab's coupon count is part of the member's funds: refresh everything member.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.member }),
  });
}
