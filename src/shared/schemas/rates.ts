import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
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
  /**
   * True when the administrator has confirmed a change of more than
   * RATE_CONFIRM_PERCENT (`#shared/rate-change.ts`); without it such a change
   * is answered 409 CONFIRMATION_REQUIRED and nothing changes.
   */
  confirm: z.boolean({ message: 'must be true or false' }).optional(),
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

/** The exchange-rate history, newest first, keyset-paged on the change's id (a bigint). */
export const RateHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: `must be between 1 and ${PAGE_SIZE_MAX}` })
    .max(PAGE_SIZE_MAX, { message: `must be between 1 and ${PAGE_SIZE_MAX}` })
    .default(PAGE_SIZE_DEFAULT),
  /** The id of the last change of the page before: this page starts below it. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, { message: 'is not a valid cursor' })
    .optional(),
});
export type RateHistoryQuery = z.infer<typeof RateHistoryQuerySchema>;

/** One change of one pair's rate: what it was and became, who made it, when. */
export const RateChangeSchema = z.object({
  id: z.string(),
  from_currency: z.string(),
  to_currency: z.string(),
  /** Decimal strings, as the rates themselves. */
  before: z.string(),
  after: z.string(),
  /** The administrator's id; null for a change a migration made. */
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  /** Their e-mail at the time of the change. */
  changed_by_email: z.string().nullable(),
  changed_at: z.string(),
});
export type RateChange = z.infer<typeof RateChangeSchema>;
export const RateHistoryPageSchema = z.object({
  items: z.array(RateChangeSchema),
  next_cursor: z.string().nullable(),
});
export type RateHistoryPage = z.infer<typeof RateHistoryPageSchema>;

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
