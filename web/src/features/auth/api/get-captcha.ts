import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A picture captcha, drawn while the captcha dialog is open; each answer spends it. */
export const useCaptcha = (enabled: boolean) =>
  useQuery({
    queryKey: ['captcha'],
    queryFn: () => api.getCaptcha(),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
