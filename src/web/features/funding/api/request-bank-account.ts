import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { OwnBankAccount } from './get-bank-account.ts';

/**
 * POST /api/me/bank-account: asks the provider for the customer's own account number. The
 * answer is the account, or `pending` (202) until the provider's word arrives; the panel then
 * asks again every few seconds (bankAccountQueryOptions).
 */
export function useRequestBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/me/bank-account'),
    onSuccess: (account) =>
      queryClient.setQueryData<OwnBankAccount | null>(queryKeys.bankAccount, account),
  });
}
