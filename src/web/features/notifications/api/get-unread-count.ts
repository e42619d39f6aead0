import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** Under ['notifications'], so marking all read (POST /api/notifications/read) refreshes it. */
export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) =>
      api('GET /api/notifications/unread-count', { signal }).then((r) => r.count),
    // The bell shows the real count of unread notifications: look again now and then.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
