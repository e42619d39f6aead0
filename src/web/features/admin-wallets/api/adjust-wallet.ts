import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '#shared/constants.ts';
import { api } from '#web/lib/api.ts';
import { walletUsersQueryKey } from './get-users.ts';

export type Direction = 'credit' | 'debit';

export interface AdjustInput {
  userId: string;
  currency: Currency;
  direction: Direction;
  /** Minor units. */
  amount: number;
  description: string;
  idempotencyKey: string;
}

/** Credits or debits a user's wallet; the server checks the balance and applies it atomically. */
export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      currency,
      direction,
      amount,
      description,
      idempotencyKey,
    }: AdjustInput) =>
      api(`POST /api/admin/users/:userId/wallets/:currency/${direction}`, {
        params: { userId, currency },
        body: { amount, description },
        idempotencyKey,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
