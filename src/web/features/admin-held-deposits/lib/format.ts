import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
import type { HeldDepositStatus } from '../api/admin-held-deposits.ts';

export const STATUS_LABELS: Record<HeldDepositStatus, string> = {
  held: 'Held',
  released: 'Released',
  returned: 'Returned',
};

export const SOURCE_LABELS: Record<AdminHeldDeposit['source'], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
};

/** Why the wallet could not take it (held_deposits.reason), in the administrator's words. */
export function heldReason(reason: string): string {
  if (reason === 'balance') return "Above the tier's maximum balance";
  if (reason === 'wallet') return "Above the wallet's maximum";
  if (reason === 'currency') return 'Foreign currency before tier 2';
  return reason;
}

/** "Ada Obi" or, without a name, the e-mail. */
export const customerName = (d: Pick<AdminHeldDeposit, 'user_name' | 'user_email'>) =>
  d.user_name?.trim() || d.user_email;
