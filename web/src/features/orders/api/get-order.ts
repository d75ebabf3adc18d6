import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

/** One order by its bookCode (the list links by bookCode) or serial. */
export const orderQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: orderKeys.detail(serial),
    queryFn: () => api.showOrder(serial),
  });

export const useOrder = (serial: string) =>
  useQuery({ ...orderQueryOptions(serial), enabled: serial !== '' });
