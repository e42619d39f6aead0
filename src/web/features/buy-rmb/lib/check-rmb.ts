import { MoneyError, parseAmount } from '#shared/money.ts';
import { RMB_MESSAGES, type RmbCreateInput } from '#shared/schemas/rmb.ts';
import { type Figures, figuresOf } from './convert-rmb.ts';
import type { RmbFormState } from './rmb-form-state.ts';

/** What the screen knows beside the form: the NGN balance, the rate, the QR upload. */
export interface RmbContext {
  /** Kobo; undefined while the wallets have not loaded. */
  balance: number | undefined;
  /** The wallets could not be read. */
  balanceFailed: boolean;
  /** NGN to CNY, or null while not known. */
  rate: string | null;
  rateState: 'loading' | 'error' | 'ready';
  /** The QR image is still on its way up. */
  qrUploading: boolean;
}

/** The largest amount a purchase may name (the shared schema's bound), in minor units. */
const MAX_PURCHASE_MINOR = 10_000_000_000;

export const STEP_MESSAGES = {
  rateLoading: 'Loading exchange rate...',
  rateMissing: 'Failed to load exchange rates. Please try again.',
  tooLarge: 'Amount is too large',
  qrUploading: 'Please wait until the QR code image has uploaded',
} as const;

function checkAmount(form: RmbFormState, ctx: RmbContext): string | Figures {
  if (ctx.rateState === 'loading') return STEP_MESSAGES.rateLoading;
  if (!ctx.rate) return STEP_MESSAGES.rateMissing;
  try {
    parseAmount(form.amount.text, { currency: form.amount.side === 'ngn' ? 'NGN' : 'CNY' });
  } catch (e) {
    if (e instanceof MoneyError && e.message === 'Amount is too large')
      return STEP_MESSAGES.tooLarge;
    return RMB_MESSAGES.invalidAmount;
  }
  const figures = figuresOf(form.amount, ctx.rate);
  if (!figures || figures.naira <= 0 || figures.rmb <= 0) return RMB_MESSAGES.invalidAmount;
  if (ctx.balance === undefined) return RMB_MESSAGES.userNotLoaded;
  if (figures.naira > ctx.balance) return RMB_MESSAGES.insufficient;
  if (figures.naira > MAX_PURCHASE_MINOR || figures.rmb > MAX_PURCHASE_MINOR)
    return STEP_MESSAGES.tooLarge;
  return figures;
}

/**
 * Why the user may not leave `step` forward, in RMB_MESSAGES' words, or null.
 * Each step also checks the ones before it: the review can be reached only whole.
 */
export function checkStep(form: RmbFormState, ctx: RmbContext, step = form.step): string | null {
  if (!form.platform) return RMB_MESSAGES.platformRequired;
  if (form.platform === 'alipay' && !form.alipayType) return RMB_MESSAGES.alipayTypeRequired;
  if (step === 1) return null;
  const amount = checkAmount(form, ctx);
  if (typeof amount === 'string') return amount;
  if (step === 2) return null;
  if (!form.recipientId.trim() || !form.fullName.trim()) return RMB_MESSAGES.recipientRequired;
  if (ctx.qrUploading) return STEP_MESSAGES.qrUploading;
  return null;
}

/** The request for a complete form: the amount the user typed (the server prices the other) and the rate seen. */
export function purchaseBody(
  form: RmbFormState,
  rate: string,
  qrId: string | null,
): RmbCreateInput | null {
  const figures = figuresOf(form.amount, rate);
  if (!form.platform || !figures) return null;
  return {
    platform: form.platform,
    ...(form.platform === 'alipay' && form.alipayType ? { alipay_type: form.alipayType } : {}),
    ...(form.amount.side === 'ngn' ? { naira_amount: figures.naira } : { rmb_amount: figures.rmb }),
    exchange_rate: rate,
    recipient_id: form.recipientId.trim(),
    full_name: form.fullName.trim(),
    ...(qrId ? { qr_id: qrId } : {}),
  };
}
