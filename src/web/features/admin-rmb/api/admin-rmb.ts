import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { RmbPlatform, RmbStatus, RmbStatusUpdate } from '#shared/schemas/rmb.ts';
import { api } from '#web/lib/api.ts';

export const ADMIN_RMB_PAGE_SIZE = 25;

/** Every RMB query of the back office lives under this prefix. */
export const adminRmbQueryKey = ['admin', 'rmb'] as const;

export interface AdminRmbFilters {
  q: string;
  status?: RmbStatus;
  platform?: RmbPlatform;
}

/** Where an administrator sees a purchase's QR image (cookie session, same origin). */
export const rmbQrUrl = (id: string) => `/api/admin/rmb/${encodeURIComponent(id)}/qr`;

/** GET /api/admin/rmb: newest first, one page per `next_cursor`; every page carries the stats. */
export function useAdminRmb(filters: AdminRmbFilters) {
  return useInfiniteQuery({
    queryKey: [...adminRmbQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/rmb', {
        query: {
          q: filters.q || undefined,
          status: filters.status,
          platform: filters.platform,
          limit: ADMIN_RMB_PAGE_SIZE,
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

/**
 * POST /api/admin/rmb/:id: processing, completed (the held naira is settled) or
 * failed (it goes back; the note is the reason the user reads). The list, its
 * stats and the dashboard's pending figure refresh after.
 */
export function useProcessRmb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: RmbStatusUpdate }) =>
      api('POST /api/admin/rmb/:id', { params: { id }, body: update }),
    // A decision is not retried on its own: the administrator sees the answer and decides again.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRmbQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  });
}
