import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** The daily sign-in: integral once per day (signing twice is the server's refusal). */
export function useSignToday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.signToday(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
