import type { QueryClient } from '@tanstack/react-query';
import { recentTransactionsQueryOptions } from './features/dashboard/api/get-recent-transactions.ts';
import { limitsQueryOptions } from './features/limits/api/get-limits.ts';
import { meQueryOptions } from './features/profile/api/get-me.ts';
import { walletsQueryOptions } from './features/wallets/api/get-wallets.ts';

/**
 * Asks for what the shell and the opened signed-in page will read, together with the session
 * check and while their code is still on its way: the components then find it in the cache.
 * A visitor who is not signed in gets 401s here, which the guard's redirect makes moot.
 * For a visitor with a session cookie, index.html has already asked for the same URLs as fetch
 * preloads (src/server/http/page-hints.ts), and these requests take those answers.
 */
export function prefetchPageData(queryClient: QueryClient, page: string): Promise<unknown> {
  // prefetchQuery never rejects: a failure is the query's error state, which the page shows.
  return Promise.all([
    queryClient.prefetchQuery({ ...meQueryOptions(), retry: false }),
    ...(page === 'dashboard'
      ? [
          queryClient.prefetchQuery({ ...walletsQueryOptions(), retry: false }),
          queryClient.prefetchQuery({ ...recentTransactionsQueryOptions(), retry: false }),
          // The tier banner's: asked with the rest rather than after the page appears.
          queryClient.prefetchQuery({ ...limitsQueryOptions(), retry: false }),
        ]
      : []),
  ]);
}
