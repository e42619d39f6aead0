import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_CACHE } from '#shared/constants.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const walletsQueryKey = queryKeys.wallets;

export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: walletsQueryKey,
    queryFn: ({ signal }) => api('GET /api/wallets', { signal }),
    ...QUERY_CACHE.wallets,
  });

/** The dashboard reads the same wallets with its own, longer cache times. */
export function useDashboardWallets() {
  return useQuery({ ...walletsQueryOptions(), ...QUERY_CACHE.dashboard });
}

export function useWallets() {
  return useQuery(walletsQueryOptions());
}
