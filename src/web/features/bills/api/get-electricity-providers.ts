import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const electricityProvidersQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.billCatalogue, 'electricity-providers'],
    queryFn: ({ signal }) => api('GET /api/bills/electricity-providers', { signal }),
  });

/** The DISCOs, with their full names and amount bounds. */
export function useElectricityProviders(enabled: boolean) {
  return useQuery({ ...electricityProvidersQueryOptions(), enabled });
}
