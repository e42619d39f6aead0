import type { Currency } from '#shared/constants.ts';
import { tryParseAmount } from '#shared/money.ts';
import {
  GIFT_CARD_DEFAULTS,
  GIFT_CARD_EXPIRY_DAYS_MAX,
  GIFT_CARD_QUANTITY_MAX,
  type GiftCardCreate,
} from '#shared/schemas/gift-cards.ts';

export interface CreateFormValues {
  amount: string;
  currency: Currency;
  quantity: string;
  expiresInDays: string;
}

export const EMPTY_FORM: CreateFormValues = {
  amount: '',
  currency: 'NGN',
  quantity: String(GIFT_CARD_DEFAULTS.quantity),
  expiresInDays: String(GIFT_CARD_DEFAULTS.expiresInDays),
};

/** A whole number typed in a field, or `fallback` when it is not one. */
const wholeOr = (text: string, fallback: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? fallback : n;
};

/**
 * The request the form asks for, or the message that says why not. A
 * quantity that is not a number counts as 1 and an expiry that is not a
 * number as 30 days; the amount is in major units (naira, dollars, yuan).
 */
export function toCreateRequest(
  v: CreateFormValues,
): { request: GiftCardCreate } | { error: string } {
  const amount = tryParseAmount(v.amount.trim(), { currency: v.currency });
  if (amount === null || amount <= 0) return { error: 'Please enter a valid amount' };
  const quantity = wholeOr(v.quantity, GIFT_CARD_DEFAULTS.quantity);
  if (quantity < 1) return { error: 'Quantity must be at least 1' };
  if (quantity > GIFT_CARD_QUANTITY_MAX)
    return { error: `Quantity must be at most ${GIFT_CARD_QUANTITY_MAX}` };
  const days = wholeOr(v.expiresInDays, GIFT_CARD_DEFAULTS.expiresInDays);
  if (days < 1 || days > GIFT_CARD_EXPIRY_DAYS_MAX)
    return { error: `Expiry must be between 1 and ${GIFT_CARD_EXPIRY_DAYS_MAX} days` };
  return { request: { amount, currency: v.currency, quantity, expires_in_days: days } };
}
