import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryCreateInput } from '#shared/schemas/beneficiaries.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * POST /api/beneficiaries: saves a bank account (the server asks the bank for
 * its name) or an Owo user. Saving one already saved answers that one.
 */
export function useSaveBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BeneficiaryCreateInput) => api('POST /api/beneficiaries', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.beneficiaries }),
  });
}
