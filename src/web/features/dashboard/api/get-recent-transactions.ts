import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_COUNT, QUERY_CACHE } from '#shared/constants.ts';
import { api } from '#web/lib/api.ts';

/** Under ['transactions'], so any money movement that invalidates that prefix refreshes it. */
export const recentTransactionsQueryOptions = (limit = DASHBOARD_RECENT_COUNT) =>
  queryOptions({
    queryKey: ['transactions', 'dashboard', limit],
    queryFn: ({ signal }) =>
      api('GET /api/transactions', { query: { limit }, signal }).then((page) => page.items),
    ...QUERY_CACHE.dashboard,
  });

/** The dashboard's newest transactions, every currency (5 rows). */
export function useRecentTransactions() {
  return useQuery(recentTransactionsQueryOptions());
}
