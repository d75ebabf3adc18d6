import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { vehicleKeys } from './vehicle-keys';

/** Where a plate of the member parked (find car), newest first, 10 a page. */
export const parkingRecordsQueryOptions = (number: string) =>
  infiniteQueryOptions({
    queryKey: vehicleKeys.records(number),
    queryFn: ({ pageParam }) =>
      api.listSpaceMessages({ number, page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useParkingRecords = (number: string) =>
  useInfiniteQuery({ ...parkingRecordsQueryOptions(number), enabled: number !== '' });
