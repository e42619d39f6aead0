import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Currency } from '#shared/constants.ts';
import type { AdminTransactionsQuery } from '#shared/schemas/admin-transactions.ts';
import { api } from '#web/lib/api.ts';

export interface AdminTransactionFilters {
  q: string;
  currency?: Currency;
  status?: AdminTransactionsQuery['status'];
  type?: AdminTransactionsQuery['type'];
}

export const ADMIN_TRANSACTIONS_PAGE_SIZE = 25;

export const adminTransactionsOptions = (filters: AdminTransactionFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'transactions', filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/transactions', {
        query: {
          q: filters.q || undefined,
          currency: filters.currency,
          status: filters.status,
          type: filters.type,
          limit: ADMIN_TRANSACTIONS_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
    gcTime: 180_000,
    retry: 2,
  });

export function useAdminTransactions(filters: AdminTransactionFilters) {
  return useInfiniteQuery(adminTransactionsOptions(filters));
}

/** Over the whole ledger, whatever the filters; fresh for 2 minutes, kept for 5. */
export const adminTransactionStatsOptions = () =>
  queryOptions({
    queryKey: ['admin', 'transactions', 'stats'],
    queryFn: ({ signal }) => api('GET /api/admin/transactions/stats', { signal }),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    retry: 2,
  });

export function useAdminTransactionStats() {
  return useQuery(adminTransactionStatsOptions());
}
