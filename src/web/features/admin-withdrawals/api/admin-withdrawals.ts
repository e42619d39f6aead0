import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { WithdrawalDecision, WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import { api } from '#web/lib/api.ts';

export const ADMIN_WITHDRAWALS_PAGE_SIZE = 25;
/** While a payout is on its way the list asks again this often, to show it complete. */
export const PROCESSING_REFETCH_MS = 3_000;

/** Every withdrawals query of the back office lives under this prefix. */
export const adminWithdrawalsQueryKey = ['admin', 'withdrawals'] as const;

export interface AdminWithdrawalFilters {
  q: string;
  status?: WithdrawalStatus;
}

/** GET /api/admin/withdrawals: newest first, one page per `next_cursor`; every page has the stats. */
export function useAdminWithdrawals(filters: AdminWithdrawalFilters) {
  return useInfiniteQuery({
    queryKey: [...adminWithdrawalsQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/withdrawals', {
        query: {
          q: filters.q || undefined,
          status: filters.status,
          limit: ADMIN_WITHDRAWALS_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search or filter keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 2,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((w) => w.status === 'processing'))
        ? PROCESSING_REFETCH_MS
        : false,
  });
}

/**
 * POST /api/admin/withdrawals/:id: approve (the payout starts) or reject (the
 * money goes back). The list, its stats and the dashboard's pending figure
 * refresh after, whatever the answer.
 */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WithdrawalDecision }) =>
      api('POST /api/admin/withdrawals/:id', { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  });
}
