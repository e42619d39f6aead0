import { titleLabel } from '#shared/labels.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';

/** "bills_payment" -> "Bills Payment", "online purchase" -> "Online Purchase", "rmb" -> "RMB". */
export const titleCase = titleLabel;

const TYPE_LABELS: Record<Transaction['transaction_type'], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer_in: 'Transfer In',
  transfer_out: 'Transfer Out',
  conversion: 'Conversion',
};

export const transactionTypeLabel = (type: Transaction['transaction_type']) =>
  TYPE_LABELS[type] ?? titleCase(type);

/** What a row says when the ledger kept no description. */
export const transactionTitle = (t: Transaction) => t.description?.trim() || titleCase(t.category);

/** Status colours on the transactions screens. */
export function statusStyle(status: string): { label: string; className: string } {
  switch (status) {
    case 'completed':
      return { label: 'Completed', className: 'bg-green-100 text-green-800' };
    case 'pending':
      return { label: 'Pending', className: 'animate-pulse bg-yellow-100 text-yellow-800' };
    case 'failed':
      return { label: 'Failed', className: 'bg-red-100 text-red-800' };
    case 'cancelled':
      return { label: 'Cancelled', className: 'bg-gray-100 text-gray-700' };
    default:
      return { label: titleCase(status), className: 'bg-gray-100 text-gray-700' };
  }
}
