import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CableProvider } from '#shared/schemas/bills-options.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const cablePackagesQueryOptions = (provider: CableProvider) =>
  queryOptions({
    queryKey: [...queryKeys.billCatalogue, 'cable-packages', provider],
    queryFn: ({ signal }) => api('GET /api/bills/cable-packages', { query: { provider }, signal }),
  });

/** A cable provider's packages; nothing until a provider is chosen. */
export function useCablePackages(provider: CableProvider | null) {
  return useQuery({
    ...cablePackagesQueryOptions(provider ?? 'dstv'),
    enabled: provider !== null,
  });
}
