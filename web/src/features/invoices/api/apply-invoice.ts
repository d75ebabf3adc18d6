import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { invoiceKeys } from './invoice-keys';

export interface InvoiceRequest {
  payCodes: readonly string[];
  title: string;
  taxNumber: string;
  email: string;
}

/** Asks for an e-invoice over paid pay orders. */
export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payCodes, title, taxNumber, email }: InvoiceRequest) =>
      api.applyInvoice({
        payCodes: payCodes.join(','),
        title,
        ...(taxNumber ? { taxNumber } : {}),
        ...(email ? { email } : {}),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.payOrders }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.orders }),
      ]),
  });
}
