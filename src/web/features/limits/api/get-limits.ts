import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRoutes } from '#server/http/api-types.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/me/limits: the tier, today's use, the maximum balance, what the next tier needs. */
export type Limits = ApiRoutes['GET /api/me/limits']['response'];

export const limitsQueryKey = queryKeys.limits;

/** A read this recent is the page's own opening read, not one to repeat on mount. */
const JUST_READ_MS = 2_000;

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) => api('GET /api/me/limits', { signal }),
    // Today's use changes with every payment: read again whenever a screen shows it
    // (a balance that moves invalidates it too, use-live-balances.ts)...
    staleTime: 0,
    // ...unless it was read just now, as the page opened (prefetch-page-data.ts).
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_READ_MS,
  });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
