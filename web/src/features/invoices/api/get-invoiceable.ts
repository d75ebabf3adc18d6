import type { PayOrder } from '@dehong/api-spec';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invoiceKeys } from './invoice-keys';

/** The most pay orders the API gives a page. */
const PAGE_SIZE = 50;

/** Every paid pay order of the member not invoiced yet: what an invoice can be asked for. */
async function invoiceable(): Promise<PayOrder[]> {
  const orders: PayOrder[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await api.searchPayOrders({ status: 1, page, pageSize: PAGE_SIZE });
    orders.push(...list.filter((order) => order.invoice === 0 && order.cost > 0));
    if (list.length === 0 || page * PAGE_SIZE >= total) return orders;
  }
}

export const invoiceableQueryOptions = () =>
  queryOptions({ queryKey: invoiceKeys.invoiceable, queryFn: invoiceable });

export const useInvoiceable = () => useQuery(invoiceableQueryOptions());
