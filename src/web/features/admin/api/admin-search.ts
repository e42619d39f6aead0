import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_SEARCH_MIN } from '#shared/schemas/customer-360.ts';
import { api } from '#web/lib/api.ts';

export const adminSearchOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'search', q] as const,
    queryFn: ({ signal }) => api('GET /api/admin/search', { query: { q }, signal }),
    staleTime: 30_000,
    enabled: q.trim().length >= ADMIN_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });

/** The global search's hits for what was typed (nothing is asked under 3 characters). */
export function useAdminSearch(q: string) {
  return useQuery(adminSearchOptions(q));
}
