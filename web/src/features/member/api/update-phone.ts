import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';
import { rememberPrincipal } from './remember-principal';

/** Moves the account to a new phone, proven by the code sent to it. */
export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { phone: string; smsCode: string }) => api.updateMemberPhone(change),
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.info, member);
      rememberPrincipal(member);
    },
  });
}
