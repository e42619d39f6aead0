import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeCashCreateInput } from '#shared/schemas/airtime-cash.ts';
import { api } from '#web/lib/api.ts';
import { airtimeCashQueryKey } from './get-airtime-cash.ts';

/**
 * POST /api/airtime-cash: records the request and answers the code to dial. No money moves
 * yet, but an administrator credits each recorded request once its airtime arrives, so one
 * submission must never record two: it carries an Idempotency-Key.
 */
export function useCreateAirtimeCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: AirtimeCashCreateInput;
      idempotencyKey: string;
    }) => api('POST /api/airtime-cash', { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airtimeCashQueryKey }),
  });
}
