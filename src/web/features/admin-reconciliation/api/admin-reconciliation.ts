import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationRequery } from '#shared/schemas/reconciliation.ts';
import { api } from '#web/lib/api.ts';

/** Every reconciliation query of the back office lives under this prefix. */
export const reconciliationKey = ['admin', 'reconciliation'] as const;

/** GET /api/admin/reconciliation: the day's stored run, or live (today, or `refresh`). */
export const reconciliationOptions = (date: string, refresh = false) =>
  queryOptions({
    queryKey: [...reconciliationKey, 'day', date, refresh],
    queryFn: ({ signal }) =>
      api('GET /api/admin/reconciliation', {
        query: { date, ...(refresh ? { refresh: '1' as const } : {}) },
        signal,
      }),
    staleTime: 60_000,
    retry: 1,
  });

export const useReconciliation = (date: string, refresh = false) =>
  useQuery(reconciliationOptions(date, refresh));

/** GET /api/admin/reconciliation/stuck: pending longer than an hour, oldest first. */
export const stuckOptions = () =>
  queryOptions({
    queryKey: [...reconciliationKey, 'stuck'],
    queryFn: ({ signal }) => api('GET /api/admin/reconciliation/stuck', { signal }),
    staleTime: 30_000,
  });

export const useStuckItems = () => useQuery(stuckOptions());

/** GET /api/admin/ledger/check, shown beside the providers' figures. */
export const ledgerCheckOptions = () =>
  queryOptions({
    queryKey: [...reconciliationKey, 'ledger-check'],
    queryFn: ({ signal }) => api('GET /api/admin/ledger/check', { signal }),
    staleTime: 60_000,
  });

export const useLedgerCheck = () => useQuery(ledgerCheckOptions());

/** POST /api/admin/reconciliation/requery; every figure on the screen refreshes after. */
export function useRequery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReconciliationRequery) =>
      api('POST /api/admin/reconciliation/requery', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
}
