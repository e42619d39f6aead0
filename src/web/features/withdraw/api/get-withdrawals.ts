import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** How often the list asks again while a payout is on its way (approved, not yet confirmed). */
export const PROCESSING_REFETCH_MS = 5_000;
/** ... and while one waits for an administrator, which takes longer. */
export const PENDING_REFETCH_MS = 30_000;

export const withdrawalsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.withdrawals, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/withdrawals', {
        query: { limit: WITHDRAWALS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 30_000,
  });

const waiting = (statuses: WithdrawalStatus[]) =>
  statuses.includes('processing')
    ? PROCESSING_REFETCH_MS
    : statuses.includes('pending')
      ? PENDING_REFETCH_MS
      : false;

/** GET /api/withdrawals: the user's withdrawals, newest first; polls while one is undecided. */
export function useWithdrawals() {
  return useInfiniteQuery({
    ...withdrawalsQueryOptions(),
    refetchInterval: (query) =>
      waiting(query.state.data?.pages.flatMap((p) => p.items.map((w) => w.status)) ?? []),
  });
}
