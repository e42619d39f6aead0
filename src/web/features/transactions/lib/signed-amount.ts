import { formatMoney } from '#shared/money.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';

/** Signed, with the symbol and 2 decimals: "+₦1,500.50" in, "-$3.20" out. */
export function signedAmount(t: Pick<Transaction, 'amount' | 'currency' | 'direction'>): string {
  const credit = t.direction === 'credit';
  return formatMoney(credit ? t.amount : -t.amount, t.currency, { signed: true });
}
