import { queryOptions, useQuery } from '@tanstack/react-query';
import { RATES_CACHE_MS } from '#shared/constants.ts';
import type { RatesResponse } from '#shared/schemas/rates.ts';
import { api } from '#web/lib/api.ts';

export const ratesQueryKey = ['rates'] as const;

/** Current exchange rates, cached 5 minutes. */
export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: ratesQueryKey,
    queryFn: ({ signal }) => api('GET /api/rates', { signal }),
    staleTime: RATES_CACHE_MS,
  });

export function useRates(
  options: { enabled?: boolean; refetchOnMount?: boolean | 'always'; staleTime?: number } = {},
) {
  return useQuery({ ...ratesQueryOptions(), ...options });
}

/** The decimal rate text for one pair, or null when the server has none. */
export function findRate(rates: RatesResponse | undefined, from: string, to: string) {
  return rates?.rates.find((r) => r.from_currency === from && r.to_currency === to)?.rate ?? null;
}
