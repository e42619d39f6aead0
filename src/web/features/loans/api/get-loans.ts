import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const LOANS_PAGE_SIZE = 10;

export const loansQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.loans, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/loans', { query: { limit: LOANS_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 30_000,
  });

/** GET /api/loans: the user's applications, newest first, with their schedules. */
export function useLoans() {
  return useInfiniteQuery(loansQueryOptions());
}
