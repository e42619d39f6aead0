import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE } from '#shared/constants.ts';
import { isApiError } from './api.ts';

const { staleTime, gcTime, retry, mutationRetry } = QUERY_CACHE.default;

// A 4xx answer will not change on retry (no session, not found, bad input).
function shouldRetry(limit: number) {
  return (failureCount: number, error: unknown) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
    return failureCount < limit;
  };
}

/** Cache defaults: 5 min fresh, 10 min kept, 2 retries, 1 mutation retry. */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 on a user query means the session ended (expired, signed out
      // elsewhere): re-read it, and the guards take the user to /.
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== 'session')
          void client.invalidateQueries({ queryKey: ['session'] });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime,
        gcTime,
        retry: shouldRetry(retry),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      // Safe to retry: every money-moving request carries an Idempotency-Key
      // made once per user action (newIdempotencyKey in lib/api.ts), not per attempt.
      mutations: { retry: shouldRetry(mutationRetry) },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
