import { isApiError } from '@dehong/api-spec';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** openapi.yaml, sendSms: the phone's code was spent by wrong tries; the picture captcha first. */
export const CAPTCHA_REQUIRED = 1013;

export const needsCaptcha = (error: unknown) =>
  isApiError(error, 'business') && error.code === CAPTCHA_REQUIRED;

export interface SendSmsInput {
  phone: string;
  captcha?: { captchaKey: string; captcha: string };
}

/**
 * Sends the login code. The form tells the user about a refusal itself: "captcha required" opens
 * the captcha instead of a toast; any other refusal (rate limits) shows the server's message.
 */
export const useSendSms = () =>
  useMutation({
    mutationFn: ({ phone, captcha }: SendSmsInput) => api.sendSms(phone, captcha),
    meta: { errorHandled: true },
  });
