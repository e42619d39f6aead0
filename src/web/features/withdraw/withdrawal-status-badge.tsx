import type { WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  reversed: 'Reversed',
};

const STYLES: Record<WithdrawalStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-800',
  processing: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  reversed: 'bg-red-100 text-red-800',
};

/** Pending yellow, processing blue, completed green, failed and reversed red; anything else grey. */
export function WithdrawalStatusBadge({ status }: { status: string }) {
  const known = status in STYLES ? (status as WithdrawalStatus) : null;
  return (
    <Badge variant="muted" className={known ? STYLES[known] : undefined}>
      {known ? WITHDRAWAL_STATUS_LABELS[known] : status}
    </Badge>
  );
}
