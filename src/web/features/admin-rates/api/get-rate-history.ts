import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { adminRatesKey } from './get-admin-rates.ts';

export const RATE_HISTORY_PAGE_SIZE = 20;

/** Under adminRatesKey: a saved rate refreshes the history with the lists. */
export const rateHistoryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminRatesKey, 'history'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/rates/history', {
        query: { limit: RATE_HISTORY_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
    gcTime: 180_000,
    retry: 2,
  });

export function useRateHistory() {
  return useInfiniteQuery(rateHistoryOptions());
}
