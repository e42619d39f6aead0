import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const pinStatusQueryKey = queryKeys.pin;

export const pinStatusQueryOptions = () =>
  queryOptions({
    queryKey: pinStatusQueryKey,
    queryFn: ({ signal }) => api('GET /api/me/pin', { signal }),
  });

/** GET /api/me/pin: whether a PIN is set, whether it is locked, the tries left. */
export function usePinStatus(options: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({
    ...pinStatusQueryOptions(),
    enabled: options.enabled ?? true,
    // The PIN may have been set or locked in another tab meanwhile.
    ...(options.fresh ? { staleTime: 0 } : {}),
  });
}
