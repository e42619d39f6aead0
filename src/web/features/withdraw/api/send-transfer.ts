import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferRequest } from '#shared/schemas/transactions.ts';
import { api } from '#web/lib/api.ts';

export interface SendTransferVariables {
  body: TransferRequest;
  idempotencyKey: string;
  pin: string;
}

const TOUCHED = ['wallets', 'me', 'transactions', 'notifications', 'history', 'beneficiaries'];

/** POST /api/transfers: money from one of the user's wallets to another user's, same currency. */
export function useSendTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey, pin }: SendTransferVariables) =>
      api('POST /api/transfers', { body, idempotencyKey, pin }),
    onSettled: () => {
      for (const key of TOUCHED) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
