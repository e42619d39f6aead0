import { z } from 'zod';
import { CurrencySchema } from './common.ts';

export const HistoryQuerySchema = z.object({
  period: z
    .enum(['monthly', 'yearly'], { message: 'must be monthly or yearly' })
    .default('monthly'),
  currency: CurrencySchema.default('NGN'),
});

export const HistoryBucketSchema = z.object({
  /** "2026-11" for a month, "2026" for a year. */
  period: z.string(),
  income: z.number().int(),
  expenses: z.number().int(),
  net: z.number().int(),
  transaction_count: z.number().int(),
});
export const HistoryResponseSchema = z.object({
  currency: CurrencySchema,
  period: z.enum(['monthly', 'yearly']),
  buckets: z.array(HistoryBucketSchema),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
