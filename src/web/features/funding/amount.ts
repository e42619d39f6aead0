import type { Currency } from '#shared/constants.ts';
import { tryParseAmount } from '#shared/money.ts';
import {
  CARD_FUNDING_CURRENCIES,
  CARD_FUNDING_MAX,
  CARD_FUNDING_MAX_MESSAGE,
  CardFundingRequestSchema,
} from '#shared/schemas/funding.ts';

export const AMOUNT_MESSAGES = {
  required: 'Please enter an amount.',
  invalid: 'Please enter a valid amount.',
} as const;

export type AmountCheck =
  | { amount: number; error?: undefined }
  | { amount?: undefined; error: string };

/** The fund-wallet amount: required, then a number greater than 0 (in minor units from here on). */
export function checkAmount(text: string, currency: Currency): AmountCheck {
  if (!text.trim()) return { error: AMOUNT_MESSAGES.required };
  const amount = tryParseAmount(text, { currency });
  if (amount === null || amount <= 0) return { error: AMOUNT_MESSAGES.invalid };
  return { amount };
}

/** The card request, checked with the same schema the server uses (limits ₦100 to ₦1,000,000). */
export function checkCardRequest(text: string, currency: Currency): AmountCheck {
  const naira = (CARD_FUNDING_CURRENCIES as readonly string[]).includes(currency);
  // A figure too large even to parse is still "too much", not "not an amount".
  if (naira && isPlainNumberAbove(text, CARD_FUNDING_MAX))
    return { error: `${CARD_FUNDING_MAX_MESSAGE}.` };
  const basic = checkAmount(text, currency);
  if (basic.error !== undefined) return basic;
  // Other wallets are the server's to refuse: its 422 names the other ways to pay.
  if (!naira) return basic;
  const parsed = CardFundingRequestSchema.safeParse({ currency, amount: basic.amount });
  if (parsed.success) return basic;
  const issue = parsed.error.issues[0];
  if (issue?.path[0] !== 'amount') return basic;
  if (issue.message === CARD_FUNDING_MAX_MESSAGE) return { error: `${CARD_FUNDING_MAX_MESSAGE}.` };
  return { error: `Amount ${issue.message}.` };
}

/** "5000000000000" or "2,000,000.50": digits (commas allowed) worth more than `maxMinor`. */
function isPlainNumberAbove(text: string, maxMinor: number): boolean {
  const t = text.trim().replace(/^₦\s*/u, '').replaceAll(',', '');
  if (!/^\d+(\.\d*)?$/.test(t)) return false;
  return Number(t) * 100 > maxMinor;
}
