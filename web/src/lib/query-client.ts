import { isApiError } from '@dehong/api-spec';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from './errors';

/** Per query or mutation: `errorHandled` means the screen tells the user itself (or on purpose not). */
export interface AppMeta extends Record<string, unknown> {
  errorHandled?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** A weak mobile network deserves one more try; a refusal from the server does not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && (isApiError(error, 'network') || isApiError(error, 'timeout'));
}

/**
 * How long a screen's first data, asked for by its route's loader while the screen's code
 * downloads, counts as fresh: the screen mounting a moment later would otherwise ask again at once.
 * Changes made in the app invalidate it sooner.
 */
export const PREFETCHED_FRESH_MS = 10_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.errorHandled) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.errorHandled) showError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
