import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invoiceKeys } from './invoice-keys';

/** The member's invoices, newest first, 10 a page. */
export const invoicesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list,
    queryFn: ({ pageParam }) => api.listInvoices({ page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useInvoices = () => useInfiniteQuery(invoicesQueryOptions());
