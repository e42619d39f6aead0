import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const verifyCardFundingQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['funding', 'verify', reference],
    queryFn: ({ signal }) => api('GET /api/funding/card/verify', { query: { reference }, signal }),
    // Each look is a fresh question to the provider.
    staleTime: 0,
    gcTime: 60_000,
  });

/** GET /api/funding/card/verify: asks the provider and credits the wallet once it succeeded. */
export function useVerifyCardFunding(reference: string | null) {
  return useQuery({ ...verifyCardFundingQueryOptions(reference ?? ''), enabled: !!reference });
}
