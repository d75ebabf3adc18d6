import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

/** What settling several plates at once costs now (one summary over all their orders to pay). */
export const mergedRepaySummaryQueryOptions = (numbers: readonly string[]) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'merged-repay-summary', [...numbers].sort()],
    queryFn: () => api.getMergedRepaySummary(numbers),
  });

export const useMergedRepaySummary = (numbers: readonly string[]) =>
  useQuery({ ...mergedRepaySummaryQueryOptions(numbers), enabled: numbers.length > 0 });
