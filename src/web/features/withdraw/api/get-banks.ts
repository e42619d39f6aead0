import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.banks,
    queryFn: ({ signal }) => api('GET /api/banks', { signal }),
    // Banks come and go over months: one read per visit is plenty.
    staleTime: 60 * 60_000,
    gcTime: 2 * 60 * 60_000,
  });

/** GET /api/banks: Paystack's Nigerian banks, `{ code, name }`. */
export function useBanks() {
  return useQuery(banksQueryOptions());
}
