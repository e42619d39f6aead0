import {
  keepPreviousData,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import type { BillService, BillStatus } from '#shared/schemas/bills-options.ts';
import { api } from '#web/lib/api.ts';

export const ADMIN_BILLS_PAGE_SIZE = 25;

/** Every bills query of the back office lives under this prefix. */
export const adminBillsQueryKey = ['admin', 'bills'] as const;

export interface AdminBillFilters {
  q: string;
  status?: BillStatus;
  service?: BillService;
}

/** GET /api/admin/bills: newest first, one page per `next_cursor`; every page carries the counts. */
export function useAdminBills(filters: AdminBillFilters) {
  return useInfiniteQuery({
    queryKey: [...adminBillsQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/bills', {
        query: {
          q: filters.q || undefined,
          status: filters.status,
          service: filters.service,
          limit: ADMIN_BILLS_PAGE_SIZE,
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
  });
}

const requeryKey = (id: string) => [...adminBillsQueryKey, 'requery', id] as const;

/**
 * POST /api/admin/bills/:id/requery: the server asks VTpass now and settles or
 * refunds. The list, its counts and the dashboard's pending figure refresh after.
 * `onDone` and `onFailed` are the hook's own callbacks, so they still run when
 * the row went away meanwhile (a new search, the list refreshed).
 */
export function useRequeryBill(
  id: string,
  handlers: { onDone: (bill: AdminBill) => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: requeryKey(id),
    mutationFn: () => api('POST /api/admin/bills/:id/requery', { params: { id } }),
    onSuccess: handlers.onDone,
    onError: handlers.onFailed,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  });
  // Still running for this bill, also when the row was drawn again since the click.
  const running = useIsMutating({ mutationKey: requeryKey(id) }) > 0;
  return { process: () => mutation.mutate(), running };
}
