import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ADMIN_STATS_CACHE, adminStatsQueryKey } from './get-admin-stats.ts';

export const adminAnalyticsOptions = (days: number) =>
  queryOptions({
    queryKey: [...adminStatsQueryKey, 'analytics', days],
    queryFn: ({ signal }) => api('GET /api/admin/stats/analytics', { query: { days }, signal }),
    ...ADMIN_STATS_CACHE,
  });

/** Daily volume and sign-ups over the last `days` days (the Analytics tab). */
export function useAdminAnalytics(days: number, enabled = true) {
  return useQuery({ ...adminAnalyticsOptions(days), enabled });
}
