import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRoutes } from '#server/http/api-types.ts';
import { api, isApiError } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The customer's own account for bank transfers: active with its details, or pending. */
export type OwnBankAccount = ApiRoutes['GET /api/me/bank-account']['response'];

/** How often a pending account number is asked about until it is active. */
export const BANK_ACCOUNT_POLL_MS = 3_000;

export const bankAccountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bankAccount,
    // 404 NOT_ASSIGNED (none asked for yet, or the last request failed) is an answer, not an
    // error: the panel offers to ask for one.
    queryFn: ({ signal }): Promise<OwnBankAccount | null> =>
      api('GET /api/me/bank-account', { signal }).catch((e: unknown) => {
        if (isApiError(e) && e.code === 'NOT_ASSIGNED') return null;
        throw e;
      }),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? BANK_ACCOUNT_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

/** GET /api/me/bank-account, once the customer's tier can have one (tier 2 and 3). */
export function useBankAccount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...bankAccountQueryOptions(), enabled });
}
