import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RmbCreateInput } from '#shared/schemas/rmb.ts';
import { api } from '#web/lib/api.ts';
import { rmbQueryKey } from './get-rmb-purchases.ts';

export interface CreateRmbVariables {
  body: RmbCreateInput;
  /** One per submission, reused when the same submission is sent again: bought once. */
  idempotencyKey: string;
  pin: string;
}

/** Every list a purchase changes: the NGN balance, the profile, the purchases, the ledger's views. */
const TOUCHED = [
  ['wallets'],
  ['me'],
  rmbQueryKey,
  ['transactions'],
  ['notifications'],
  ['history'],
];

/** POST /api/rmb: holds the naira and records the purchase as pending. */
export function useCreateRmbPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey, pin }: CreateRmbVariables) =>
      api('POST /api/rmb', { body, idempotencyKey, pin }),
    onSettled: () => {
      for (const queryKey of TOUCHED) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
