import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillService, BillStatus } from '#shared/schemas/bills.ts';
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
    staleTime: 30_000,
    retry: 2,
  });
}

/**
 * POST /api/admin/bills/:id/requery: the server asks VTpass now and settles or
 * refunds. The list, its counts and the dashboard's pending figure refresh after.
 */
export function useRequeryBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/admin/bills/:id/requery', { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  });
}
