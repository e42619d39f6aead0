import type { Currency } from '#shared/constants.ts';
import { formatMoney, MoneyError, parseAmount } from '#shared/money.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import {
  type TransferRecipient,
  type TransferRequest,
  TransferRequestSchema,
} from '#shared/schemas/transactions.ts';
import { WITHDRAW_MESSAGES } from '#shared/schemas/withdrawals.ts';
import type { Problem } from './check-withdrawal.ts';

export const TRANSFER_MESSAGES = {
  findFirst: 'Find the recipient first, to see whose wallet the money goes to.',
  insufficient: (amount: string, balance: string) => `You need ${amount} but only have ${balance}.`,
  successTitle: 'Transfer Successful',
  success: (amount: string, name: string) => `${amount} sent to ${name}.`,
  failedTitle: 'Transfer Failed',
  failed: 'Failed to send money. Please try again.',
  lookupFailed: 'Could not find the recipient. Please try again.',
} as const;

export interface SendForm {
  currency: Currency;
  email: string;
  amount: string;
  note: string;
}

export type SendField = 'email' | 'amount' | 'note';

export interface TransferCheck {
  errors: Partial<Record<SendField, string>>;
  /** Minor units of `currency`, once the amount reads as money. */
  amount: number | null;
  /** The e-mail address as the server will read it, when it is one. */
  email: string | null;
  problem: Problem | null;
  /** More than the wallet holds: said at once, and Send stays off. */
  short: Problem | null;
  body: TransferRequest | null;
}

/** The address, trimmed and lower-cased as the server reads it, or null. */
export function normalEmail(text: string): string | null {
  const r = EmailSchema.safeParse(text);
  return r.success ? r.data : null;
}

/**
 * The Send to Owo Wallet form as it stands. `recipient` is the looked-up
 * owner of the address; sending waits until it matches what is typed.
 */
export function checkTransfer(
  f: SendForm,
  balance: number | undefined,
  recipient: TransferRecipient | null,
  /** Hides the balance in the message while balances are hidden. */
  mask: (text: string) => string = (text) => text,
): TransferCheck {
  const errors: TransferCheck['errors'] = {};
  const email = normalEmail(f.email);
  if (f.email.trim() !== '' && !email) errors.email = 'Invalid email address';
  let amount: number | null = null;
  if (f.amount.trim() !== '') {
    try {
      amount = parseAmount(f.amount, { currency: f.currency });
      if (amount <= 0) errors.amount = WITHDRAW_MESSAGES.invalidAmount;
    } catch (e) {
      const said = e instanceof MoneyError && /decimal|large/.test(e.message) ? e.message : null;
      errors.amount = said ?? WITHDRAW_MESSAGES.invalidAmount;
    }
  }
  const short: Problem | null =
    amount !== null && amount > 0 && balance !== undefined && amount > balance
      ? {
          title: WITHDRAW_MESSAGES.insufficientTitle,
          message: TRANSFER_MESSAGES.insufficient(
            formatMoney(amount, f.currency),
            mask(formatMoney(balance, f.currency)),
          ),
        }
      : null;
  const note = f.note.trim();
  if (note.length > 140) errors.note = 'Note must be at most 140 characters';

  const fail = (message: string, title?: string): TransferCheck => ({
    errors,
    amount,
    email,
    problem: title ? { title, message } : { message },
    short,
    body: null,
  });
  if (!email || f.amount.trim() === '') return fail(WITHDRAW_MESSAGES.required);
  if (errors.email) return fail(errors.email);
  if (errors.amount || amount === null)
    return fail(errors.amount ?? WITHDRAW_MESSAGES.invalidAmount);
  if (errors.note) return fail(errors.note);
  if (short) return fail(short.message, short.title);
  if (recipient?.email !== email) return fail(TRANSFER_MESSAGES.findFirst);
  const body = TransferRequestSchema.parse({
    to_email: email,
    currency: f.currency,
    amount,
    ...(note ? { description: note } : {}),
  });
  return { errors, amount, email, problem: null, short: null, body };
}
