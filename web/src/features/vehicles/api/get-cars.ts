import type { Car } from '@dehong/api-spec';
import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { vehicleKeys } from './vehicle-keys';

/** Every car of the member (serial, plate, plate type), read 10 a page (spec section 9). */
async function allCars(): Promise<Car[]> {
  const cars: Car[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await api.listCars({ page, pageSize: ORDER_PAGE_SIZE });
    cars.push(...list);
    if (list.length === 0 || cars.length >= total) return cars;
  }
}

export const carsQueryOptions = () =>
  queryOptions({ queryKey: vehicleKeys.list, queryFn: allCars, staleTime: PREFETCHED_FRESH_MS });

export const useCars = () => useQuery(carsQueryOptions());
