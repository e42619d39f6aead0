import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { PENDING_REFETCH_MS } from './get-bills.ts';

export const billQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.bills, 'detail', id],
    queryFn: ({ signal }) => api('GET /api/bills/:id', { params: { id }, signal }),
    staleTime: 10_000,
  });

/** One bill, for the detail dialog; polls while it is pending. */
export function useBill(id: string | null) {
  return useQuery({
    ...billQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PENDING_REFETCH_MS : false,
  });
}
