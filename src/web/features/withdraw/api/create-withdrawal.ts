import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalCreateInput } from '#shared/schemas/withdrawals.ts';
import { api } from '#web/lib/api.ts';

export interface CreateWithdrawalVariables {
  body: WithdrawalCreateInput;
  /** One per submission, reused when the same submission is sent again: a withdrawal is held once. */
  idempotencyKey: string;
  pin: string;
}

/** What a withdrawal changes: balances, the profile's balances, the lists, the ledger's views. */
const TOUCHED = [
  'wallets',
  'me',
  'withdrawals',
  'transactions',
  'notifications',
  'history',
  'beneficiaries',
];

/** POST /api/withdrawals: holds amount plus fee from the NGN wallet; the withdrawal starts pending. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey, pin }: CreateWithdrawalVariables) =>
      api('POST /api/withdrawals', { body, idempotencyKey, pin }),
    onSettled: () => {
      for (const key of TOUCHED) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
