import {
  keepPreviousData,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminAirtimeCash,
  AirtimeCashDecision,
  AirtimeCashStatus,
  AirtimeNetwork,
} from '#shared/schemas/airtime-cash.ts';
import { api } from '#web/lib/api.ts';

export const ADMIN_AIRTIME_CASH_PAGE_SIZE = 25;

/** Every airtime to cash query of the back office lives under this prefix. */
export const adminAirtimeCashQueryKey = ['admin', 'airtime-cash'] as const;

export interface AdminAirtimeCashFilters {
  q: string;
  status?: AirtimeCashStatus;
  network?: AirtimeNetwork;
}

/** GET /api/admin/airtime-cash: newest first, one page per `next_cursor`; every page carries the stats. */
export function useAdminAirtimeCash(filters: AdminAirtimeCashFilters) {
  return useInfiniteQuery({
    queryKey: [...adminAirtimeCashQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/airtime-cash', {
        query: {
          q: filters.q || undefined,
          status: filters.status,
          network: filters.network,
          limit: ADMIN_AIRTIME_CASH_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search or filter keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 2,
  });
}

const decideKey = (id: string) => [...adminAirtimeCashQueryKey, 'decide', id] as const;

/**
 * POST /api/admin/airtime-cash/:id: approve (credits the wallet) or deny. The
 * list, its stats and the dashboard's pending figure refresh after. The
 * handlers are the hook's own, so they still run when the row went away
 * meanwhile (a new search, the list refreshed).
 */
export function useDecideAirtimeCash(
  id: string,
  handlers: {
    onDone: (request: AdminAirtimeCash, decision: AirtimeCashDecision) => void;
    onFailed: (error: unknown, decision: AirtimeCashDecision) => void;
  },
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: decideKey(id),
    mutationFn: (body: AirtimeCashDecision) =>
      api('POST /api/admin/airtime-cash/:id', { params: { id }, body }),
    onSuccess: (request, decision) => handlers.onDone(request, decision),
    onError: (error, decision) => handlers.onFailed(error, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAirtimeCashQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  });
  // Still running for this request, also when the row was drawn again since the click.
  const running = useIsMutating({ mutationKey: decideKey(id) }) > 0;
  return { decide: mutation.mutateAsync, running };
}
