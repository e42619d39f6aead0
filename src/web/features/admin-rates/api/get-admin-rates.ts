import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** Both back-office rate lists live under this prefix. */
export const adminRatesKey = ['admin', 'rates'] as const;

export const adminExchangeRatesOptions = () =>
  queryOptions({
    queryKey: [...adminRatesKey, 'exchange'],
    queryFn: ({ signal }) => api('GET /api/admin/rates', { signal }).then((r) => r.items),
  });

export const adminAirtimeRatesOptions = () =>
  queryOptions({
    queryKey: [...adminRatesKey, 'airtime'],
    queryFn: ({ signal }) => api('GET /api/admin/airtime-rates', { signal }).then((r) => r.items),
  });

export function useAdminExchangeRates() {
  return useQuery(adminExchangeRatesOptions());
}

export function useAdminAirtimeRates() {
  return useQuery(adminAirtimeRatesOptions());
}
