import type { Currency } from '#shared/constants.ts';
import { MoneyError, parseAmount, tryConvertMinor } from '#shared/money.ts';
import {
  type ConvertRequest,
  ConvertRequestSchema,
  convertTooLargeMessage,
} from '#shared/schemas/wallets.ts';

export interface ConvertFormValues {
  to: Currency;
  amount: string;
}

export type ConvertCheck =
  | { ok: true; request: ConvertRequest; received: number }
  | { ok: false; field: keyof ConvertFormValues; message: string };

const FIELD_LABELS: Record<string, string> = { amount: 'Amount', to: 'Wallet', from: 'Wallet' };

/**
 * The form's text -> the shared request schema (the server's own), plus what
 * the screen can know before asking: the balance and what the rate gives.
 * Messages match the server's where both check the same thing.
 */
export function validateConvert(
  values: ConvertFormValues,
  ctx: { from: Currency; balance: number; rate: string | null },
): ConvertCheck {
  let amount: number;
  try {
    amount = parseAmount(values.amount, { currency: ctx.from });
  } catch (e) {
    const message = e instanceof MoneyError ? e.message : 'Enter an amount like 1,500.50';
    return { ok: false, field: 'amount', message };
  }
  const parsed = ConvertRequestSchema.safeParse({ from: ctx.from, to: values.to, amount });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'amount');
    const field = key === 'amount' ? 'amount' : 'to';
    return { ok: false, field, message: `${FIELD_LABELS[key] ?? 'Value'} ${issue?.message ?? ''}` };
  }
  if (amount > ctx.balance) {
    return { ok: false, field: 'amount', message: `Insufficient funds in the ${ctx.from} wallet` };
  }
  if (!ctx.rate) {
    return {
      ok: false,
      field: 'to',
      message: `No exchange rate from ${ctx.from} to ${values.to}`,
    };
  }
  const received = tryConvertMinor(amount, ctx.rate);
  if (received === null) {
    return { ok: false, field: 'amount', message: convertTooLargeMessage(values.to) };
  }
  if (received <= 0) {
    return {
      ok: false,
      field: 'amount',
      message: `The amount is too small to convert to ${values.to}`,
    };
  }
  return { ok: true, request: parsed.data, received };
}
