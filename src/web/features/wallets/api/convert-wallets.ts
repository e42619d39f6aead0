import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertRequest } from '#shared/schemas/wallets.ts';
import { api } from '#web/lib/api.ts';

export interface ConvertVariables {
  request: ConvertRequest;
  /** One per user intent; a retry of the same intent reuses it. */
  idempotencyKey: string;
}

/** POST /api/wallets/convert; afterwards every balance and list that moved is read again. */
export function useConvertWallets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: ConvertVariables) =>
      api('POST /api/wallets/convert', {
        body: request,
        idempotencyKey,
      }),
    onSuccess: () =>
      Promise.all(
        ['wallets', 'me', 'transactions', 'history', 'notifications'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
