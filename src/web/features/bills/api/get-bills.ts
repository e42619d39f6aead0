import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BILL_LIMITS } from '#shared/schemas/bills-requests.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How often the list asks again while one of its bills is still pending. */
export const PENDING_REFETCH_MS = 3_000;

export const billsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.bills, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/bills', {
        query: { limit: BILL_LIMITS.recentPageSize, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    // More are offered only while a full page came back.
    getNextPageParam: (last) =>
      last.items.length === BILL_LIMITS.recentPageSize && last.next_cursor
        ? last.next_cursor
        : undefined,
    staleTime: 30_000,
  });

/** The user's bills, five at a time; polls while any shown bill is pending. */
export function useBills() {
  return useInfiniteQuery({
    ...billsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((b) => b.status === 'pending'))
        ? PENDING_REFETCH_MS
        : false,
  });
}
