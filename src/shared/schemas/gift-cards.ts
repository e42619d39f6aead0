import { z } from 'zod';
import { AmountSchema, CurrencySchema } from './common.ts';
import { pageSizeSchema } from './paging.ts';

/** 32 symbols: A-Z without I and O (read as 1 and 0), and 2-9. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** XXXX-XXXX-XXXX-XXXX from the alphabet above. */
export const GIFT_CARD_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

export const GIFT_CARD_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export const GIFT_CARD_QUANTITY_MAX = 100;
export const GIFT_CARD_EXPIRY_DAYS_MAX = 365;
/** What the create form starts with, and falls back to when a field is not a number. */
export const GIFT_CARD_DEFAULTS = { quantity: 1, expiresInDays: 30, minAmountHint: 100 } as const;

export const GIFT_CARD_MESSAGES = {
  emptyCode: 'Please enter a gift card code',
  unknown: 'Invalid gift card code',
  used: 'This gift card has already been used',
  expired: 'This gift card has expired',
  cancelled: 'This gift card has been cancelled',
} as const;

const wholeIn = (min: number, max: number) =>
  z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be between ${min} and ${max}` })
    .max(max, { message: `must be between ${min} and ${max}` });

export const GiftCardCreateSchema = z.object({
  amount: AmountSchema,
  currency: CurrencySchema,
  quantity: wholeIn(1, GIFT_CARD_QUANTITY_MAX),
  expires_in_days: wholeIn(1, GIFT_CARD_EXPIRY_DAYS_MAX),
});
export type GiftCardCreate = z.infer<typeof GiftCardCreateSchema>;

export const GiftCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  amount: z.number().int(),
  currency: CurrencySchema,
  /** Computed when read: an active card past its expiry is `expired`. */
  status: z.enum(GIFT_CARD_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  /** The user who redeemed it, or null while it is unused. */
  used_by: z.string().nullable(),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const GiftCardBatchSchema = z.object({ items: z.array(GiftCardSchema) });
export type GiftCardBatch = z.infer<typeof GiftCardBatchSchema>;

export const GiftCardsQuerySchema = z.object({
  /** Part of a code, any case, with or without its dashes. */
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
  status: z
    .enum(GIFT_CARD_STATUSES, { message: 'must be one of active, used, expired, cancelled' })
    .optional(),
  /** The id of any card of a batch: only the cards made with it (one request, one administrator). */
  batch: z.uuid({ message: 'is not a valid card id' }).optional(),
  limit: pageSizeSchema(),
  /** The id of the last card of the previous page. */
  cursor: z.uuid({ message: 'is not a valid cursor' }).optional(),
});
export type GiftCardsQuery = z.infer<typeof GiftCardsQuerySchema>;

export const GiftCardPageSchema = z.object({
  items: z.array(GiftCardSchema),
  next_cursor: z.string().nullable(),
  /** How many cards match the search and filter, over all pages. */
  total: z.number().int(),
});
export type GiftCardPage = z.infer<typeof GiftCardPageSchema>;

/**
 * A typed code as the card shows it: spaces dropped, upper case, and 16 symbols
 * of the alphabet grouped XXXX-XXXX-XXXX-XXXX whatever dashes were typed, so
 * "abcd efgh jkmn pqrs" finds ABCD-EFGH-JKMN-PQRS. Anything else is kept as typed
 * (upper case, no spaces) and simply matches no card.
 */
export function normaliseGiftCardCode(input: string): string {
  const typed = input.replace(/\s+/g, '').toUpperCase();
  const compact = typed.replaceAll('-', '');
  if (!/^[A-HJ-NP-Z2-9]{16}$/.test(compact)) return typed;
  return compact.match(/.{4}/g)?.join('-') ?? typed;
}

export const RedeemGiftCardSchema = z.object({
  code: z
    .string({ message: GIFT_CARD_MESSAGES.emptyCode })
    .overwrite(normaliseGiftCardCode)
    .min(1, { message: GIFT_CARD_MESSAGES.emptyCode })
    .max(64, { message: GIFT_CARD_MESSAGES.unknown }),
});
export type RedeemGiftCard = z.infer<typeof RedeemGiftCardSchema>;

export const RedeemGiftCardResultSchema = z.object({
  success: z.literal(true),
  amount: z.number().int(),
  currency: CurrencySchema,
  transaction_id: z.string(),
});
export type RedeemGiftCardResult = z.infer<typeof RedeemGiftCardResultSchema>;
