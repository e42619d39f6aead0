import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const sessionsQueryKey = ['sessions'] as const;

/**
 * The user's signed-in devices. Read afresh each time Settings opens (a device
 * elsewhere may have signed in or out); this screen's own sign-outs refresh it.
 */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => api('GET /api/me/sessions', { signal }).then((r) => r.items),
    staleTime: 0,
  });

/** GET /api/me/sessions. */
export function useSignedInDevices() {
  return useQuery(sessionsQueryOptions());
}
