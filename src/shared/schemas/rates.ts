import { z } from 'zod';
import { CurrencySchema } from './common.ts';

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

/** Rates are kept to 5 decimals: NGN -> USD is about 0.00065. */
export const RATE_MAX_DECIMALS = 5;
const RATE_TEXT = /^\d{1,10}(\.\d{1,5})?$/;

/**
 * A rate as typed by an administrator: a decimal string above zero with at
 * most 5 decimals (and at most 10 whole digits, what the column holds).
 */
export const RateInputSchema = z
  .string({ message: 'Rate must be a decimal string' })
  .trim()
  .regex(RATE_TEXT, { message: 'Rate must be a decimal number with at most 5 decimals' })
  .refine((rate) => /[1-9]/.test(rate), { message: 'Rate must be greater than 0' });

export const RateUpdateSchema = z.object({
  from: CurrencySchema,
  to: CurrencySchema,
  rate: RateInputSchema,
});
export type RateUpdate = z.infer<typeof RateUpdateSchema>;

/** One exchange rate as the back office lists it: who set it last, and when. */
export const AdminRateSchema = RateSchema.extend({
  updated_by: z.string().nullable(),
  /** The e-mail of the administrator who set it last, if any. */
  updated_by_email: z.string().nullable(),
});
export type AdminRate = z.infer<typeof AdminRateSchema>;
export const AdminRatesSchema = z.object({ items: z.array(AdminRateSchema) });
export type AdminRates = z.infer<typeof AdminRatesSchema>;

// ---------------------------------------------------------------- airtime rates

export const AIRTIME_NETWORKS = ['MTN', 'Airtel', 'Glo', '9Mobile'] as const;
export type AirtimeNetwork = (typeof AIRTIME_NETWORKS)[number];

/** The example the back office shows a fee against: ₦1,000 of airtime. */
export const AIRTIME_EXAMPLE_NAIRA = 1000;

/**
 * A fee as a JSON number of percent, 0 to 100 inclusive, with at most 2
 * decimals (what the column holds; the form steps by 0.1).
 */
export const FeePercentageSchema = z
  .number({ message: 'Fee percentage must be between 0 and 100' })
  .min(0, { message: 'Fee percentage must be between 0 and 100' })
  .max(100, { message: 'Fee percentage must be between 0 and 100' })
  .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, {
    message: 'Fee percentage must have at most 2 decimals',
  });

export const AirtimeRateSchema = z.object({
  network: z.enum(AIRTIME_NETWORKS),
  fee_percentage: z.number(),
});
export type AirtimeRate = z.infer<typeof AirtimeRateSchema>;
export const AirtimeRatesSchema = z.array(AirtimeRateSchema);

export const AdminAirtimeRateSchema = AirtimeRateSchema.extend({
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  updated_by_email: z.string().nullable(),
});
export type AdminAirtimeRate = z.infer<typeof AdminAirtimeRateSchema>;
export const AdminAirtimeRatesSchema = z.object({ items: z.array(AdminAirtimeRateSchema) });
export type AdminAirtimeRates = z.infer<typeof AdminAirtimeRatesSchema>;

export const AirtimeRateUpdateSchema = z.object({ fee_percentage: FeePercentageSchema });
export type AirtimeRateUpdate = z.infer<typeof AirtimeRateUpdateSchema>;
