import { useMutation } from '@tanstack/react-query';
import type { CardFundingRequest } from '#shared/schemas/funding.ts';
import { api } from '#web/lib/api.ts';

export interface StartCardFunding extends CardFundingRequest {
  /** One per user intent, reused on retry (the mutation's own retry included). */
  idempotencyKey: string;
}

/** POST /api/funding/card: opens a checkout; nothing is credited until the provider confirms. */
export function useStartCardFunding() {
  return useMutation({
    mutationFn: ({ idempotencyKey, currency, amount }: StartCardFunding) =>
      api('POST /api/funding/card', {
        body: { currency, amount },
        idempotencyKey,
      }),
  });
}
