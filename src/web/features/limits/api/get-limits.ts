import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRoutes } from '#server/http/api-types.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/me/limits: the tier, today's use, the maximum balance, what the next tier needs. */
export type Limits = ApiRoutes['GET /api/me/limits']['response'];

export const limitsQueryKey = queryKeys.limits;

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) => api('GET /api/me/limits', { signal }),
    // Today's use changes with every payment: read again whenever a screen shows it.
    staleTime: 0,
  });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
