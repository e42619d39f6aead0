import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * The saved recipients, the most recently paid first. The app's default cache
 * times: only this user's own saves, removals and payments change the list,
 * and each of those invalidates it.
 */
export const beneficiariesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.beneficiaries, 'list'],
    queryFn: ({ signal }) => api('GET /api/beneficiaries', { signal }).then((r) => r.items),
  });

/** GET /api/beneficiaries. */
export function useBeneficiaries() {
  return useQuery(beneficiariesQueryOptions());
}
