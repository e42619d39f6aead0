import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { api } from '#web/lib/api.ts';

/** What wallet management shows of a user: a row of the back office's users list. */
export type WalletUser = AdminUser;

export const USERS_PAGE_SIZE = 50;

/** Wallet management's lists live under this prefix; a credit or debit refreshes them. */
export const walletUsersQueryKey = ['admin-wallets', 'users'] as const;

export const walletUsersOptions = ({ q }: { q: string }) =>
  infiniteQueryOptions({
    queryKey: [...walletUsersQueryKey, q],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/users', {
        query: { limit: USERS_PAGE_SIZE, q: q || undefined, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
    gcTime: 180_000,
    retry: 2,
  });

export function useWalletUsers(filters: { q: string }) {
  return useInfiniteQuery(walletUsersOptions(filters));
}
