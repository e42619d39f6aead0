import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRoutes } from '#server/http/api-types.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { limitsQueryKey } from './get-limits.ts';

export type BvnCheck = ApiRoutes['POST /api/me/kyc/bvn']['body'];

/**
 * POST /api/me/kyc/bvn: the identity provider checks the BVN against the profile's name and
 * the date of birth; a match makes the account tier 2 and asks for its own account number.
 */
export function useVerifyBvn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BvnCheck) => api('POST /api/me/kyc/bvn', { body }),
    // Each check is a paid call to the identity provider and counts toward the hourly limit:
    // a provider that did not answer is tried again by the customer, not behind their back.
    retry: false,
    onSuccess: () =>
      Promise.all(
        [limitsQueryKey, queryKeys.me, queryKeys.bankAccount].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
