import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * Closes the account, proven by a code sent to its own phone. The server refuses while the account
 * owes money (its message says what to pay first); the form shows that refusal itself. Closed, the
 * session ends and nothing cached of the member stays.
 */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (smsCode: string) => api.destroyMember({ smsCode }),
    meta: { errorHandled: true },
    onSuccess: () => {
      api.logout();
      queryClient.clear();
    },
  });
}
