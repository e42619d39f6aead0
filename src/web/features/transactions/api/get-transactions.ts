import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { type Currency, PAGE_SIZE_DEFAULT, QUERY_CACHE } from '#shared/constants.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { api } from '#web/lib/api.ts';

export type TransactionFilter = 'all' | 'income' | 'expense';

export interface TransactionPage {
  items: Transaction[];
  next_cursor: string | null;
}

export interface TransactionsParams {
  q?: string;
  type?: TransactionFilter;
  currency?: Currency;
  limit?: number;
}

/** Every transaction list lives under this prefix, so one invalidation refreshes them all. */
export const transactionsQueryKey = ['transactions'] as const;

function fetchPage(params: TransactionsParams, cursor: string | undefined, signal: AbortSignal) {
  const search = new URLSearchParams();
  if (params.currency) search.set('currency', params.currency);
  if (params.q) search.set('q', params.q);
  if (params.type && params.type !== 'all') search.set('type', params.type);
  search.set('limit', String(params.limit ?? PAGE_SIZE_DEFAULT));
  if (cursor) search.set('cursor', cursor);
  return api<TransactionPage>(`/api/transactions?${search}`, { signal });
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
