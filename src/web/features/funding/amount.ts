import type { Currency } from '#shared/constants.ts';
import { tryParseAmount } from '#shared/money.ts';
import { CARD_FUNDING_CURRENCIES, CardFundingRequestSchema } from '#shared/schemas/funding.ts';

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
  const basic = checkAmount(text, currency);
  if (basic.error !== undefined) return basic;
  // Other wallets are the server's to refuse: its 422 names the other ways to pay.
  if (!(CARD_FUNDING_CURRENCIES as readonly string[]).includes(currency)) return basic;
  const parsed = CardFundingRequestSchema.safeParse({ currency, amount: basic.amount });
  if (parsed.success) return basic;
  const issue = parsed.error.issues[0];
  if (issue?.path[0] !== 'amount') return basic;
  return { error: `Amount ${issue.message}.` };
}
