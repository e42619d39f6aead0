import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AirtimeCashStatus } from '#shared/schemas/airtime-cash.ts';
import { api } from '#web/lib/api.ts';

/** Every list of the user's airtime to cash requests lives under this prefix. */
export const airtimeCashQueryKey = ['airtime-cash'] as const;

export const AIRTIME_CASH_PAGE_SIZE = 20;

export interface AirtimeCashFilters {
  q: string;
  status?: AirtimeCashStatus;
}

export const airtimeCashQueryOptions = (filters: AirtimeCashFilters) =>
  infiniteQueryOptions({
    queryKey: [...airtimeCashQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/airtime-cash', {
        query: {
          q: filters.q || undefined,
          status: filters.status,
          limit: AIRTIME_CASH_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 30_000,
  });

/** The user's requests, newest first; a new search keeps the old rows until its answer. */
export function useAirtimeCashList(filters: AirtimeCashFilters) {
  return useInfiniteQuery({
    ...airtimeCashQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
