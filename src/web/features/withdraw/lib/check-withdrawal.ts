import { formatMoney, MoneyError, parseAmount } from '#shared/money.ts';
import { isValidAccountNumber } from '#shared/nuban.ts';
import {
  WITHDRAW_MESSAGES,
  WITHDRAWAL_FEE_MINOR,
  type WithdrawalCreateInput,
  WithdrawalCreateSchema,
} from '#shared/schemas/withdrawals.ts';
import type { WithdrawFormState } from './withdraw-form-state.ts';

export type WithdrawField = 'amount' | 'account_number';

export interface Problem {
  /** Only for Insufficient Balance. */
  title?: string;
  message: string;
}

export interface WithdrawCheck {
  /** What is wrong with each field now; the form shows a field's once it was left. */
  errors: Partial<Record<WithdrawField, string>>;
  /** Kobo, without the fee, once the amount reads as money. */
  amount: number | null;
  /** Kobo: amount plus the ₦50 fee. */
  total: number | null;
  /** The first thing that stops Withdraw: a missing field, the amount, the account, the balance. */
  problem: Problem | null;
  /** Amount plus fee is more than the balance: said at once, and Withdraw stays off. */
  short: Problem | null;
  /** The request, when nothing stops it. */
  body: WithdrawalCreateInput | null;
}

/** The amount in kobo, or why it is not one (an empty field is not yet an error). */
function readAmount(text: string): { kobo: number | null; error?: string } {
  if (text.trim() === '') return { kobo: null };
  try {
    const kobo = parseAmount(text, { currency: 'NGN' });
    return kobo > 0 ? { kobo } : { kobo: null, error: WITHDRAW_MESSAGES.invalidAmount };
  } catch (e) {
    // "Use at most 2 decimal places" says more than the general invalid-amount line.
    const said = e instanceof MoneyError && /decimal|large/.test(e.message) ? e.message : null;
    return { kobo: null, error: said ?? WITHDRAW_MESSAGES.invalidAmount };
  }
}

/** What is wrong with the account number, checked here before any bank is asked. */
export function accountNumberError(accountNumber: string, bankCode: string): string | undefined {
  if (accountNumber === '') return undefined;
  if (!/^\d{10}$/.test(accountNumber)) return WITHDRAW_MESSAGES.accountDigits;
  if (bankCode && !isValidAccountNumber(accountNumber, bankCode))
    return WITHDRAW_MESSAGES.accountInvalid;
  return undefined;
}

/**
 * The Withdraw to Bank form as it stands. `balance` is the NGN wallet's in
 * kobo (undefined while it loads: the server checks again anyway).
 */
export function checkWithdrawal(
  s: WithdrawFormState,
  balance: number | undefined,
  /** Hides the balance in the message while balances are hidden. */
  mask: (text: string) => string = (text) => text,
): WithdrawCheck {
  const errors: WithdrawCheck['errors'] = {};
  const { kobo, error: amountError } = readAmount(s.amount);
  if (amountError) errors.amount = amountError;
  const accountError = accountNumberError(s.accountNumber, s.bankCode);
  if (accountError) errors.account_number = accountError;
  const total = kobo === null ? null : kobo + WITHDRAWAL_FEE_MINOR;
  const short: Problem | null =
    total !== null && balance !== undefined && total > balance
      ? {
          title: WITHDRAW_MESSAGES.insufficientTitle,
          message: WITHDRAW_MESSAGES.insufficient(
            formatMoney(total, 'NGN'),
            mask(formatMoney(balance, 'NGN')),
          ),
        }
      : null;

  const fail = (message: string, title?: string): WithdrawCheck => ({
    errors,
    amount: kobo,
    total,
    problem: title ? { title, message } : { message },
    short,
    body: null,
  });
  if (s.amount.trim() === '' || !s.bankCode || s.accountNumber === '')
    return fail(WITHDRAW_MESSAGES.required);
  if (amountError || kobo === null) return fail(amountError ?? WITHDRAW_MESSAGES.invalidAmount);
  if (accountError) return fail(accountError);
  // The bank could not name it: the server would refuse it too.
  if (s.unnamed) return fail(WITHDRAW_MESSAGES.verifyFailed);
  if (short) return fail(short.message, short.title);

  // No account name: the server asks the bank for it, and stores only that.
  const body: WithdrawalCreateInput = {
    amount: kobo,
    bank_code: s.bankCode,
    account_number: s.accountNumber,
  };
  const parsed = WithdrawalCreateSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? WITHDRAW_MESSAGES.invalidAmount;
    if (issue?.path[0] === 'amount') errors.amount = `Amount ${message}`;
    return fail(errors.amount ?? message);
  }
  return { errors, amount: kobo, total, problem: null, short: null, body };
}
