import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A key lives `expiresIn` seconds; fetch the next one a little before that. */
const REFRESH_MARGIN_MS = 5_000;

/**
 * The one-time key that salts the login encryption, fetched when the login page opens. The page
 * handles a missing key itself (spec section 5), so a failure here says nothing.
 */
export const loginKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['login-key'],
    queryFn: () => api.getLoginKey(),
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: (query) => {
      const expiresIn = query.state.data?.expiresIn;
      return expiresIn ? Math.max(expiresIn * 1000 - REFRESH_MARGIN_MS, 1000) : false;
    },
    meta: { errorHandled: true },
  });

export const useLoginKey = () => useQuery(loginKeyQueryOptions());
