import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type BotCheckMode = 'altcha' | 'turnstile' | 'off';

export interface PublicConfig {
  bot_check: BotCheckMode;
  turnstile_site_key: string | null;
  google: boolean;
  bank: { account_number: string; bank_name: string; account_name: string };
  support: { email: string; phone: string };
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => api<PublicConfig>('/api/config/public', { signal }),
    // Fixed for the life of the server process.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
