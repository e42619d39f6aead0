import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api.ts';

/** Under ['notifications'], so marking all read refreshes it with the unread count. */
export const notificationsListOptions = () =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'list'] as const,
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/notifications', {
        query: { limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** Newest first, a page per "Load more". */
export function useNotifications() {
  return useInfiniteQuery(notificationsListOptions());
}
