import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const cardOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['funding', 'card-options'],
    queryFn: ({ signal }) => api('GET /api/funding/card/options', { signal }),
  });

/** Whether card payments are available, for which wallets, and their limits. */
export function useCardOptions() {
  return useQuery(cardOptionsQueryOptions());
}
