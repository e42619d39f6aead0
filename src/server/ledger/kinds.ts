// The ledger's vocabulary: system accounts, transaction kinds, categories and
// the status state machine.

/** System accounts, one (sharded) per code and currency; created by migrations. */
export const SYSTEM_CODES = [
  'funding',
  'fees',
  'fx',
  'bills',
  'payouts',
  'gift_cards',
  'loans',
  'pending',
  'adjustments',
  'airtime_cash',
  'rmb',
  'held_deposits',
  /** Loans written off: what borrowers still owed, taken off `loans` as a loss. */
  'loan_losses',
] as const;
export type SystemCode = (typeof SYSTEM_CODES)[number];

/**
 * What kind of movement a transaction is. With the sign of a user's entry it
 * gives the API's transaction_type: transfer -> transfer_in / transfer_out,
 * conversion -> conversion, anything else -> deposit (money in) or withdrawal
 * (money out).
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'payment',
  'transfer',
  'conversion',
  'adjustment',
  'settlement',
  'refund',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** What a transaction was for, as the history shows it; admin_operation is an administrator's adjustment. */
export const CATEGORIES = [
  'transfer',
  'funding',
  'deposit',
  'withdrawal',
  'bills_payment',
  'airtime',
  'data',
  'electricity',
  'cable',
  'rmb',
  'airtime_to_cash',
  'loan',
  'refund',
  'shopping',
  'online purchase',
  'admin_operation',
  'conversion',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const TRANSACTION_STATUSES = [
  'pending',
  'completed',
  'failed',
  'reversed',
  'refunded',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The only status changes there are. A hold (pending) is settled (completed)
 * or given back (failed / refunded / cancelled); a settled hold can still be
 * reversed when the outside party reverses it. Everything else is final.
 */
export const STATUS_TRANSITIONS: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ['completed', 'failed', 'refunded', 'cancelled'],
  completed: ['reversed'],
  failed: [],
  reversed: [],
  refunded: [],
  cancelled: [],
};

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}
