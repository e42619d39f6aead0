import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export interface RepayLoanVariables {
  loanId: string;
  /** Kobo. */
  amount: number;
  /** One per submission, reused when the same one is sent again: a repayment is taken once. */
  idempotencyKey: string;
  pin: string;
}

/** What a repayment changes: balances, the profile's balances, the loans, the ledger's views. */
const TOUCHED = ['wallets', 'me', 'loans', 'transactions', 'notifications', 'history'];

/** POST /api/loans/:id/repayments: pays from the NGN wallet, oldest instalments first. */
export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, amount, idempotencyKey, pin }: RepayLoanVariables) =>
      api('POST /api/loans/:id/repayments', {
        params: { id: loanId },
        body: { amount },
        idempotencyKey,
        pin,
      }),
    onSettled: () => {
      for (const key of TOUCHED) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
