import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { recentTransactionsQueryOptions } from './features/dashboard/api/get-recent-transactions.ts';
import { meQueryOptions } from './features/profile/api/get-me.ts';
import { walletsQueryOptions } from './features/wallets/api/get-wallets.ts';

/**
 * Once the session is known, asks for what the shell and the opened page will read, while their
 * code is still on its way; the components then find it in the cache. Signed out, it asks nothing.
 */
export async function prefetchPageData(queryClient: QueryClient, page: string) {
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  if (!session?.user) return;
  void queryClient.prefetchQuery(meQueryOptions());
  if (page === 'dashboard') {
    void queryClient.prefetchQuery(walletsQueryOptions());
    void queryClient.prefetchQuery(recentTransactionsQueryOptions());
  }
}
