import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Sends the login code; a refusal (rate limit) shows the server's message. */
export const useSendSms = () => useMutation({ mutationFn: (phone: string) => api.sendSms(phone) });
