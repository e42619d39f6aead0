import {
  keepPreviousData,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
import { api } from '#web/lib/api.ts';

export type HeldDepositStatus = AdminHeldDeposit['status'];

export const ADMIN_HELD_DEPOSITS_PAGE_SIZE = 25;

/** Every held-deposits query of the back office lives under this prefix. */
export const adminHeldDepositsQueryKey = ['admin', 'held-deposits'] as const;

export interface HeldDepositFilters {
  status?: HeldDepositStatus;
}

/** GET /api/admin/held-deposits: newest first, one page per `next_cursor`. */
export function useAdminHeldDeposits(filters: HeldDepositFilters) {
  return useInfiniteQuery({
    queryKey: [...adminHeldDepositsQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/held-deposits', {
        query: {
          status: filters.status,
          limit: ADMIN_HELD_DEPOSITS_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Another filter keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 2,
  });
}

export type HeldDecision = { action: 'release' } | { action: 'return'; reason: string };

const decideKey = (id: string) => [...adminHeldDepositsQueryKey, 'decide', id] as const;

/**
 * Release (the wallet is credited, if its tier lets it take the money now) or
 * return (the money goes back to the sender). The list, the users screen (a
 * user's balance and held deposits) and the dashboard refresh after, whatever the answer.
 * The handlers are the hook's own, so they run even when the row went away
 * meanwhile (another filter, the list refreshed).
 */
export function useDecideHeldDeposit(
  id: string,
  handlers: {
    onDone: (decision: HeldDecision) => void;
    onFailed: (error: unknown, decision: HeldDecision) => void;
  },
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: decideKey(id),
    mutationFn: (decision: HeldDecision) =>
      decision.action === 'release'
        ? api('POST /api/admin/held-deposits/:id/release', { params: { id } })
        : api('POST /api/admin/held-deposits/:id/return', {
            params: { id },
            body: { reason: decision.reason },
          }),
    onSuccess: (_, decision) => handlers.onDone(decision),
    onError: (error, decision) => handlers.onFailed(error, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminHeldDepositsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'user'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  });
  // Still running for this deposit, also when the row was drawn again since the click.
  const running = useIsMutating({ mutationKey: decideKey(id) }) > 0;
  return { decide: mutation.mutateAsync, running };
}
