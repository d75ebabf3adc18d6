import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { vehicleKeys } from './vehicle-keys';

/** Each of the member's plates with its membership (premium while valid). */
export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: vehicleKeys.vehicles, queryFn: () => api.listVehicles() });

export const useVehicles = () => useQuery(vehiclesQueryOptions());
