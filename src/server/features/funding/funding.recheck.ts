import type { AppDeps } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { type CardFundingRow, selectCardFundingByReference } from './funding.queries.ts';
import { settleCardFunding } from './funding.settle.ts';

/**
 * The back office's requery of a card payment (the reconciliation's action):
 * the customer's own verify, by reference, whoever's it is. Paystack is asked
 * and its word applied through the one settlement, which credits once however
 * many ask at once. Null when there is no such card payment.
 */
export async function recheckCardFunding(
  deps: AppDeps,
  reference: string,
): Promise<CardFundingRow | null> {
  const row = await selectCardFundingByReference(deps.pool, reference);
  if (!row || row.status === 'success') return row;
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode !== row.provider)
    throw new AppError(
      'BUSINESS_RULE',
      'This card payment was started with another payment provider setup and cannot be checked now',
    );
  const word = await paystack.client.verifyTransaction(row.reference);
  return settleCardFunding(deps, row, word, 'verify');
}
