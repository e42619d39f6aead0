import { QueryClient } from '@tanstack/react-query';
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

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        gcTime,
        retry: shouldRetry(retry),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: shouldRetry(mutationRetry) },
    },
  });
}

export const queryClient = createQueryClient();
