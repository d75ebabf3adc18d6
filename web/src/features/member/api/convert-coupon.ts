import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** Redeems a voucher's code into a coupon. */
export function useConvertCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.convertCoupon(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
