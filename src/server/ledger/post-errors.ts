import { MAX_BALANCE_MINOR } from '#shared/constants.ts';
import { type TierRefusal, tierRefusalMessage } from '#shared/kyc.ts';
import { formatAmount } from '#shared/money.ts';
import { isBalanceLimit } from './balance-limit.ts';
import { LedgerError, ledgerNotFound } from './errors.ts';

// The posting functions' SQLSTATEs (OW4xx) as the LedgerErrors callers see.

type PgError = { code?: string; detail?: string; constraint?: string };

export function toLedgerError(e: unknown, actorId: string): unknown {
  const { code, detail = '' } = (e ?? {}) as PgError;
  const currency = detail.split(':').at(-1);
  if (code === 'OW413' || isBalanceLimit(e)) {
    return new LedgerError(
      'LIMIT_EXCEEDED',
      `A wallet can hold at most ${formatAmount(MAX_BALANCE_MINOR)}; nothing was moved`,
    );
  }
  if (code === 'OW429') return tierRefusal(detail);
  switch (code) {
    case 'OW409':
      return new LedgerError(
        'IDEMPOTENCY_CONFLICT',
        'This Idempotency-Key was already used with a different request',
      );
    case 'OW422':
      return new LedgerError('INSUFFICIENT_FUNDS', `Insufficient funds in the ${currency} wallet`);
    case 'OW423':
      return new LedgerError(
        'ACCOUNT_INACTIVE',
        detail === actorId ? 'Your account is inactive' : 'The other account is inactive',
        undefined,
        detail,
      );
    case 'OW404':
      return ledgerNotFound(
        detail === 'recipient' ? 'Recipient' : detail === 'sender' ? 'User' : 'Wallet',
      );
    case 'OW4SF':
      return new LedgerError('BUSINESS_RULE', 'You cannot send money to yourself');
    default:
      return e;
  }
}

/** A tier's refusal (owo_kyc_rules): LIMIT_EXCEEDED, or KYC_REQUIRED for foreign currency on tier 1. */
function tierRefusal(detail: string): LedgerError {
  const refusal = JSON.parse(detail) as TierRefusal;
  return new LedgerError(
    refusal.limit === 'currency' ? 'KYC_REQUIRED' : 'LIMIT_EXCEEDED',
    tierRefusalMessage(refusal),
    undefined,
    undefined,
    { ...refusal },
  );
}
