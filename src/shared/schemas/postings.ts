import { z } from 'zod';
import { CurrencySchema } from './common.ts';

/** What a money-moving request answers: the journal transaction and the caller's side of it. */
export const PostingResponseSchema = z.object({
  transaction_id: z.string(),
  reference: z.string(),
  kind: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The entries on the caller's (or the target user's) wallets. */
  entries: z.array(
    z.object({
      currency: CurrencySchema,
      amount: z.number().int(),
      balance_after: z.number().int(),
    }),
  ),
  metadata: z.record(z.string(), z.unknown()),
  replayed: z.boolean(),
});
export type PostingResponse = z.infer<typeof PostingResponseSchema>;
