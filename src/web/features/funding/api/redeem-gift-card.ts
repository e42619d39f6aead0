import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export interface RedeemGiftCardVariables {
  /** Trimmed and upper-cased. */
  code: string;
  /** One per code the user tries, reused on retry: a card is credited once. */
  idempotencyKey: string;
}

/** POST /api/gift-cards/redeem: credits the card's amount to its currency's wallet. */
export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, idempotencyKey }: RedeemGiftCardVariables) =>
      api('POST /api/gift-cards/redeem', { body: { code }, idempotencyKey }),
    onSuccess: () => {
      for (const key of ['wallets', 'me', 'transactions', 'notifications', 'history'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
