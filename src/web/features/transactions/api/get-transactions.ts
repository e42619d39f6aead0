import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { type Currency, PAGE_SIZE_DEFAULT, QUERY_CACHE } from '#shared/constants.ts';
import type { TransactionsQuery } from '#shared/schemas/transactions.ts';
import { api } from '#web/lib/api.ts';

export type TransactionFilter = NonNullable<TransactionsQuery['type']>;

export interface TransactionsParams {
  q?: string;
  type?: TransactionFilter;
  currency?: Currency;
  limit?: number;
}

/** Every transaction list lives under this prefix, so one invalidation refreshes them all. */
export const transactionsQueryKey = ['transactions'] as const;

function fetchPage(params: TransactionsParams, cursor: string | undefined, signal: AbortSignal) {
  const query = {
    currency: params.currency,
    q: params.q || undefined,
    type: params.type === 'all' ? undefined : params.type,
    limit: params.limit ?? PAGE_SIZE_DEFAULT,
    cursor,
  };
  return api('GET /api/transactions', { query, signal });
}

/** Newest first, one page per `next_cursor`, for scroll paging. */
export const transactionsInfiniteOptions = (params: TransactionsParams) =>
  infiniteQueryOptions({
    queryKey: [...transactionsQueryKey, 'list', params],
    queryFn: ({ pageParam, signal }) => fetchPage(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useTransactions(params: TransactionsParams) {
  return useInfiniteQuery(transactionsInfiniteOptions(params));
}

/** The few newest transactions of one wallet, with the wallets page's cache times. */
export const recentTransactionsOptions = (currency: Currency, limit: number) =>
  queryOptions({
    queryKey: [...transactionsQueryKey, 'recent', currency, limit],
    queryFn: ({ signal }) =>
      fetchPage({ currency, limit }, undefined, signal).then((page) => page.items),
    ...QUERY_CACHE.wallets,
  });

export function useRecentTransactions(currency: Currency, limit: number) {
  return useQuery(recentTransactionsOptions(currency, limit));
}
