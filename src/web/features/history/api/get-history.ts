import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '#shared/constants.ts';
import type { HistoryResponse } from '#shared/schemas/history.ts';
import { api } from '#web/lib/api.ts';

export type HistoryPeriod = HistoryResponse['period'];

export const historyQueryKey = ['history'] as const;

/** Income, expenses and net of one wallet per month or year, newest first. */
export const historyQueryOptions = (period: HistoryPeriod, currency: Currency) =>
  queryOptions({
    queryKey: [...historyQueryKey, period, currency],
    queryFn: ({ signal }) => api('GET /api/history', { query: { period, currency }, signal }),
  });

export function useHistory(period: HistoryPeriod, currency: Currency | null) {
  return useQuery({
    ...historyQueryOptions(period, currency ?? 'NGN'),
    enabled: currency !== null,
  });
}
