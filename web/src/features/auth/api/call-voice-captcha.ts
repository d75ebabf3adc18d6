import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The picture captcha's alternative: a voice call speaks a code to the phone; its key and that code
 * then go with the SMS send as the captcha. A refusal (too soon, the limits) shows its message.
 */
export const useCallVoiceCaptcha = () =>
  useMutation({ mutationFn: (phone: string) => api.callVoiceCaptcha(phone) });
