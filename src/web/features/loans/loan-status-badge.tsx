import { LOAN_STATUS_NAMES, type LoanStatus } from '#shared/schemas/loans.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const VARIANT = {
  pending: 'warning',
  under_review: 'secondary',
  approved: 'success',
  disbursed: 'default',
  rejected: 'destructive',
  repaid: 'muted',
  defaulted: 'destructive',
  written_off: 'outline',
} as const;

const CLASS: Partial<Record<LoanStatus, string>> = {
  under_review: 'bg-blue-100 text-blue-800',
  written_off: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * A loan's status, the same on the user's screen and in the back office; a
 * loan whose schedule an administrator replaced also says Restructured.
 */
export function LoanStatusBadge({
  status,
  restructured = false,
}: {
  status: LoanStatus;
  restructured?: boolean;
}) {
  const badge = (
    <Badge variant={VARIANT[status]} className={CLASS[status]}>
      {LOAN_STATUS_NAMES[status]}
    </Badge>
  );
  if (!restructured) return badge;
  return (
    <span className="inline-flex flex-wrap justify-end gap-1">
      {badge}
      <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
        Restructured
      </Badge>
    </span>
  );
}
