import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '#web/hooks/use-after-first-paint.ts';
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

/** Asked once the page has painted: the bell's count is never what the first screen waits for. */
export function useUnreadCount() {
  return useQuery({ ...unreadCountQueryOptions(), enabled: useAfterFirstPaint() });
}
