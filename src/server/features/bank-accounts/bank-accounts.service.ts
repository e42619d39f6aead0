import type { AppDeps } from '#server/http/context.ts';
import type { BankAccount } from '#shared/schemas/bank-accounts.ts';
import { currentAccount, requestAccount } from './bank-accounts.assign.ts';
import { releaseHeldFor } from './held-deposits.ts';

// The public module of the feature (other features import only this file):
// each customer's own account number (a Paystack dedicated account), the
// bank transfers into it, and the held deposits of money that arrived while
// the wallet could not take it.

export { handleAssignEvent } from './bank-accounts.assign.ts';
export { confirmDeposit, handleBankTransferEvent } from './bank-deposits.ts';
export { creditOrHold, type Incoming, type Landed } from './held-deposits.ts';

/** What a customer sees of their own account number. */
export type DedicatedAccountView = BankAccount;

/**
 * Asks Paystack for the customer's own account number, once: 422 KYC_REQUIRED
 * on tier 1; answers the account, or `pending` until Paystack's webhook. Safe
 * to call again and at once (the BVN check calls it after tier 2).
 */
export function requestDedicatedAccount(
  deps: AppDeps,
  userId: string,
): Promise<DedicatedAccountView> {
  return requestAccount(deps, userId);
}

/** The customer's own account number once it is active (a statement prints it), else null. */
export async function activeDedicatedAccount(
  deps: Pick<AppDeps, 'pool' | 'config' | 'log'>,
  userId: string,
) {
  const account = await currentAccount(deps, userId);
  return account?.status === 'active' ? account : null;
}

/**
 * Releases the customer's held deposits that the wallet can take now (after
 * a tier upgrade), oldest first, each in its own transaction, stopping at the
 * first that still does not fit. Answers how many were released.
 */
export function releaseHeldDeposits(deps: AppDeps, userId: string): Promise<number> {
  return releaseHeldFor(deps.pool, userId);
}
