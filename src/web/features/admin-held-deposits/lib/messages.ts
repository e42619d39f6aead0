// The held deposits screen's toasts, word for word (tests look for them).
import { formatMoney } from '#shared/money.ts';
import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import type { HeldDecision } from '../api/admin-held-deposits.ts';
import { customerName } from './format.ts';

export const HELD_TOASTS = {
  loadFailed: 'Failed to load held deposits',
  released: 'Deposit released',
  returned: 'Deposit returned',
  releaseFailed: 'Could not release the deposit',
  returnFailed: 'Could not return the deposit',
  alreadyDecided: 'Already decided',
  offline: 'Could not reach the server. Please try again.',
} as const;

const amountOf = (d: AdminHeldDeposit) => formatMoney(d.amount, d.currency);

/** What the administrator is told after Release or Return, in a toast. */
export const heldToasts = (d: AdminHeldDeposit) => ({
  onDone: (decision: HeldDecision) =>
    decision.action === 'release'
      ? notify.success(HELD_TOASTS.released, `${amountOf(d)} is in ${customerName(d)}'s wallet.`)
      : notify.success(HELD_TOASTS.returned, `${amountOf(d)} goes back to the sender.`),
  // The server's message says why: the wallet still cannot take it (LIMIT_EXCEEDED, with
  // how much it can), another administrator decided it first (ALREADY_DECIDED), ...
  onFailed: (error: unknown, decision: HeldDecision) => {
    const message = isApiError(error) ? error.message : HELD_TOASTS.offline;
    if (isApiError(error) && error.code === 'ALREADY_DECIDED')
      notify.error(HELD_TOASTS.alreadyDecided, message);
    else
      notify.error(
        decision.action === 'release' ? HELD_TOASTS.releaseFailed : HELD_TOASTS.returnFailed,
        message,
      );
  },
});
