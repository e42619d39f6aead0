import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** Every dashboard query lives under this prefix, so Refresh reloads them all. */
export const adminStatsQueryKey = ['admin', 'stats'] as const;

/**
 * The back office's stats: fresh for 2 minutes, kept for 5. Retried twice
 * (the client's default), except a 4xx, which a retry would not change.
 */
export const ADMIN_STATS_CACHE = { staleTime: 2 * 60_000, gcTime: 5 * 60_000 } as const;

export const adminStatsOptions = () =>
  queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => api('GET /api/admin/stats', { signal }),
    ...ADMIN_STATS_CACHE,
  });

export function useAdminStats() {
  return useQuery(adminStatsOptions());
}
