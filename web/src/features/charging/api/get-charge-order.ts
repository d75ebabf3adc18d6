import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chargingKeys } from './charging-keys';

/** One of the member's charging orders. */
export const chargeOrderQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: chargingKeys.order(serial),
    queryFn: () => api.showChargeOrder(serial),
  });

export const useChargeOrder = (serial: string) =>
  useQuery({ ...chargeOrderQueryOptions(serial), enabled: serial !== '' });
