import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chargingKeys } from './charging-keys';

/** A station's chargers and whether each is free. */
export const equipmentQueryOptions = (station: string) =>
  queryOptions({
    queryKey: chargingKeys.equipment(station),
    queryFn: () => api.listChargeEquipment(station),
  });

export const useEquipment = (station: string | null) =>
  useQuery({ ...equipmentQueryOptions(station ?? ''), enabled: station !== null });
