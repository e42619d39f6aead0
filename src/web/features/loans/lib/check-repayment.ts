import { formatMoney, parseAmount } from '#shared/money.ts';
import { REPAY_MESSAGES } from '#shared/schemas/loans-repayment.ts';

export const REPAY_AMOUNT_INVALID = 'Please enter a valid amount';

/** The amount typed in Repay, in kobo, or why it cannot be paid. */
export function checkRepayment(
  text: string,
  limits: { outstanding: number; balance: number | null },
): { amount: number } | { error: string; short?: true } {
  let amount: number;
  try {
    amount = parseAmount(text, { currency: 'NGN' });
  } catch (e) {
    return { error: e instanceof Error ? e.message : REPAY_AMOUNT_INVALID };
  }
  if (amount <= 0) return { error: REPAY_AMOUNT_INVALID };
  if (amount > limits.outstanding)
    return { error: REPAY_MESSAGES.tooMuch(formatMoney(limits.outstanding, 'NGN')) };
  if (limits.balance !== null && amount > limits.balance)
    return {
      error: REPAY_MESSAGES.insufficient(
        formatMoney(limits.balance, 'NGN'),
        formatMoney(amount, 'NGN'),
      ),
      // Too little money: said at once, and Continue stays off.
      short: true,
    };
  return { amount };
}
