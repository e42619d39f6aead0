import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Network } from '#shared/schemas/bills-networks.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const dataPlansQueryOptions = (network: Network) =>
  queryOptions({
    queryKey: [...queryKeys.billCatalogue, 'data-plans', network],
    queryFn: ({ signal }) => api('GET /api/bills/data-plans', { query: { network }, signal }),
  });

/** A network's data plans, each with its category; nothing until a network is chosen. */
export function useDataPlans(network: Network | null) {
  return useQuery({ ...dataPlansQueryOptions(network ?? 'mtn'), enabled: network !== null });
}
