import { z } from 'zod';
import type { Currency } from '../constants.ts';
import { formatMoney } from '../money.ts';
import { AmountSchema, CurrencySchema } from './common.ts';

/** Paystack funds the Naira wallet; USD and CNY are funded by bank transfer or gift card. */
export const CARD_FUNDING_CURRENCIES = ['NGN'] as const satisfies readonly Currency[];
/** ₦100.00 to ₦1,000,000.00 per card payment, in kobo. */
export const CARD_FUNDING_MIN = 10_000;
export const CARD_FUNDING_MAX = 100_000_000;
/** Names the limit, so a customer who typed more learns what to type (the form and the server's 400). */
export const CARD_FUNDING_MAX_MESSAGE = `The most you can add at once is ${formatMoney(CARD_FUNDING_MAX, 'NGN')}`;

/** The card panel's text when card payments are not configured. */
export const CARD_FUNDING_UNAVAILABLE =
  'Card payment is currently unavailable. Please use Gift Card or Bank Transfer.';
export const CARD_FUNDING_NGN_ONLY =
  'Card payments fund the NGN wallet only. Please use Bank Transfer or a Gift Card for USD or CNY.';

export const CardFundingRequestSchema = z.object({
  currency: CurrencySchema,
  amount: AmountSchema.min(CARD_FUNDING_MIN, {
    message: `must be at least ${formatMoney(CARD_FUNDING_MIN, 'NGN')}`,
  }).max(CARD_FUNDING_MAX, { message: CARD_FUNDING_MAX_MESSAGE }),
});
export type CardFundingRequest = z.infer<typeof CardFundingRequestSchema>;

/** initialized: waiting for the customer at the checkout; success: credited; failed: not credited. */
export const CARD_FUNDING_STATUSES = ['initialized', 'success', 'failed'] as const;
export type CardFundingStatus = (typeof CARD_FUNDING_STATUSES)[number];

export const CardFundingSchema = z.object({
  reference: z.string(),
  currency: CurrencySchema,
  amount: z.number().int(),
  status: z.enum(CARD_FUNDING_STATUSES),
  /** Paystack's own last status (abandoned, success, failed, ...), null before it was asked. */
  provider_status: z.string().nullable(),
  /** What reached the wallet: `amount` once successful, otherwise 0. */
  credited_amount: z.number().int(),
  /** The ledger transaction that credited the wallet. */
  transaction_id: z.string().nullable(),
  /** The checkout page; open it (full-page redirect) to pay. */
  authorization_url: z.string().nullable(),
  /** A sentence fit to show the customer. */
  message: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CardFunding = z.infer<typeof CardFundingSchema>;

export const ReferenceSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, { message: 'is required' })
  .max(100, { message: 'must be at most 100 characters' });

export const CardFundingOptionsSchema = z.object({
  /** False when card payments are not configured (production without Paystack keys). */
  available: z.boolean(),
  /** `simulator`: payments are approved on a local test checkout and no card is charged. */
  provider: z.enum(['paystack', 'simulator']).nullable(),
  currencies: z.array(CurrencySchema),
  min_amount: z.number().int(),
  max_amount: z.number().int(),
});
export type CardFundingOptions = z.infer<typeof CardFundingOptionsSchema>;
