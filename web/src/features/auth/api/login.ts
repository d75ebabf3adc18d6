import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { showError } from '@/lib/errors';
import { loginKeyQueryOptions } from './get-login-key';

/** Login failures are shown for 3 seconds (spec section 8). */
const showLoginError = (error: unknown) => showError(error, { long: true });

export function useSmsLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, smsCode, key }: { phone: string; smsCode: string; key: string }) =>
      api.loginWithSms({ phone, smsCode }, key),
    meta: { errorHandled: true },
    onError: showLoginError,
    // The key is spent by the attempt, whatever its outcome.
    onSettled: () => queryClient.resetQueries({ queryKey: loginKeyQueryOptions().queryKey }),
  });
}

/** Silent login with the code the chat platform's web authorisation put on the URL. */
export const useChatLogin = () =>
  useMutation({
    mutationFn: ({ code, state }: { code: string; state: string }) =>
      api.loginWithChatCode(code, state),
    meta: { errorHandled: true },
    onError: showLoginError,
  });
