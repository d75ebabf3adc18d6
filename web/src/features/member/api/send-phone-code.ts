import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Sends the code that proves a new phone (the phone change). */
export const useSendPhoneCode = () =>
  useMutation({ mutationFn: (phone: string) => api.sendSms(phone) });
