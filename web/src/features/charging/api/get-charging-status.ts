import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chargingKeys } from './charging-keys';

/** How often the charging page asks for the energy and cost so far. */
export const CHARGING_REFRESH_MS = 15_000;

/** A charging order as it stands, refreshed while it charges. */
export const chargingStatusQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: chargingKeys.status(serial),
    queryFn: () => api.getChargingStatus(serial),
    refetchInterval: (query) => (query.state.data?.status === 0 ? CHARGING_REFRESH_MS : false),
  });

export const useChargingStatus = (serial: string) =>
  useQuery({ ...chargingStatusQueryOptions(serial), enabled: serial !== '' });
