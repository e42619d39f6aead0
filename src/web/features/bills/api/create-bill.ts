import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillCreateInput } from '#shared/schemas/bills-requests.ts';
import { api } from '#web/lib/api.ts';

export interface CreateBillVariables {
  body: BillCreateInput;
  /** One per submission, reused when the same submission is sent again: a bill is paid once. */
  idempotencyKey: string;
  pin: string;
}

/** Every list a bill's outcome changes: balances, profile, bills, the ledger's views. */
const TOUCHED = ['wallets', 'me', 'bills', 'transactions', 'notifications', 'history'];

/** POST /api/bills: holds the money, pays VTpass, and answers the bill (delivered, pending or refunded). */
export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey, pin }: CreateBillVariables) =>
      api('POST /api/bills', { body, idempotencyKey, pin }),
    onSettled: () => {
      for (const key of TOUCHED) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
