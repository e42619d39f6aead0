import { useMutation } from '@tanstack/react-query';
import type { ResolveAccountQuery } from '#shared/schemas/withdrawals.ts';
import { api } from '#web/lib/api.ts';

/**
 * GET /api/banks/resolve, asked when the user presses Verify: the account
 * holder's name from the bank. 400 when the number cannot be at that bank,
 * 422 when the bank does not know it.
 */
export function useResolveAccount() {
  return useMutation({
    mutationFn: (query: ResolveAccountQuery) => api('GET /api/banks/resolve', { query }),
    // The user asks again with a button; an unknown account is an answer, not a glitch.
    retry: false,
  });
}
