import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invoiceKeys } from './invoice-keys';

/** One of the member's invoices. */
export const invoiceQueryOptions = (serial: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(serial), queryFn: () => api.showInvoice(serial) });

export const useInvoice = (serial: string) =>
  useQuery({ ...invoiceQueryOptions(serial), enabled: serial !== '' });
