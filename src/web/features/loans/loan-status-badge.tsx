import { LOAN_STATUS_NAMES, type LoanStatus } from '#shared/schemas/loans.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const VARIANT = {
  pending: 'warning',
  under_review: 'secondary',
  approved: 'success',
  disbursed: 'default',
  rejected: 'destructive',
  repaid: 'muted',
} as const;

/** A loan's status, the same on the user's screen and in the back office. */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  return (
    <Badge
      variant={VARIANT[status]}
      className={status === 'under_review' ? 'bg-blue-100 text-blue-800' : undefined}
    >
      {LOAN_STATUS_NAMES[status]}
    </Badge>
  );
}
