import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeCashCreateInput } from '#shared/schemas/airtime-cash.ts';
import { api } from '#web/lib/api.ts';
import { airtimeCashQueryKey } from './get-airtime-cash.ts';

/**
 * POST /api/airtime-cash: records the request and answers the code to dial.
 * No money moves, so no idempotency key: a second request is a second request.
 */
export function useCreateAirtimeCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AirtimeCashCreateInput) => api('POST /api/airtime-cash', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airtimeCashQueryKey }),
  });
}
