import { z } from 'zod';

export const RateSchema = z.object({
  from_currency: z.string(),
  to_currency: z.string(),
  /** A decimal string: rates are exact decimals, never floats. */
  rate: z.string(),
  provider: z.string(),
  updated_at: z.string(),
});
export const RatesResponseSchema = z.object({
  rates: z.array(RateSchema),
  /** The two the dashboard shows: naira for 1 USD and for 1 RMB. */
  USD_NGN: z.string().nullable(),
  CNY_NGN: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type RatesResponse = z.infer<typeof RatesResponseSchema>;
