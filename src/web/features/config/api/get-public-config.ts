import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => api('GET /api/config/public', { signal }),
    // Fixed for the life of the server process.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
