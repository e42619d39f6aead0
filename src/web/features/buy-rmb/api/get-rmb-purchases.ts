import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const rmbQueryKey = ['rmb'] as const;
export const RMB_RECENT_PAGE_SIZE = 5;
/** How often the list asks again while a purchase waits for an administrator. */
export const OPEN_REFETCH_MS = 15_000;

/** GET /api/rmb: the user's purchases, newest first, five at a time; polls while any is open. */
export function useRmbPurchases() {
  return useInfiniteQuery({
    queryKey: [...rmbQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/rmb', {
        query: { limit: RMB_RECENT_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 30_000,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) =>
        p.items.some((r) => r.status === 'pending' || r.status === 'processing'),
      )
        ? OPEN_REFETCH_MS
        : false,
  });
}
