import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_CACHE } from '#shared/constants.ts';
import {
  AIRTIME_NETWORKS,
  type AirtimeNetwork,
  FALLBACK_AIRTIME_FEES,
} from '#shared/schemas/airtime-cash.ts';
import { api } from '#web/lib/api.ts';

/** The Rates screen invalidates this key when an administrator changes a fee. */
export const airtimeRatesQueryKey = ['airtime-rates'] as const;

export const airtimeRatesQueryOptions = () =>
  queryOptions({
    queryKey: airtimeRatesQueryKey,
    queryFn: ({ signal }) => api('GET /api/airtime-rates', { signal }),
    ...QUERY_CACHE.wallets,
  });

/**
 * Each network's fee in percent. Until the rates arrive, or when they cannot
 * be read, FALLBACK_AIRTIME_FEES stand in (the server charges the real one).
 */
export function useAirtimeFees(): Record<AirtimeNetwork, number> {
  const { data } = useQuery(airtimeRatesQueryOptions());
  const fees = { ...FALLBACK_AIRTIME_FEES };
  for (const r of data ?? [])
    if (AIRTIME_NETWORKS.includes(r.network)) fees[r.network] = r.fee_percentage;
  return fees;
}
