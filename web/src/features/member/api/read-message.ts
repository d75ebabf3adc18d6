import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** Marks a message read once the member has opened it. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => api.markMessageRead(serial),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.messages }),
    // Reading is a side effect of opening: a failure is not worth a message.
    meta: { errorHandled: true },
  });
}
