import { formatLagosDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import { loanTypeName, monthsLabel } from '#web/features/loans/loan-format.ts';
import { LoanStatusBadge } from '#web/features/loans/loan-status-badge.tsx';
import { applicantName } from '../lib/format.ts';
import { OverdueNote } from './overdue-note.tsx';
import { ReviewButton } from './review-button.tsx';

/** The applications on a phone: one card each, so Review never hides behind a sideways scroll. */
export function LoanCards({
  loans,
  onOpen,
}: {
  loans: AdminLoan[];
  onOpen: (loan: AdminLoan) => void;
}) {
  return (
    <ul className="divide-y" aria-labelledby="admin-loans-title">
      {loans.map((loan) => (
        <li key={loan.id} className="grid min-w-0 grid-cols-1 gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="font-medium">{loanTypeName(loan.loan_type)}</div>
              <div className="font-mono text-xs text-muted-foreground">{loan.id}</div>
            </div>
            <div className="grid justify-items-end gap-1">
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(loan.amount_approved ?? loan.amount_requested, 'NGN')}
              </span>
              <LoanStatusBadge status={loan.status} restructured={!!loan.restructured_at} />
              <OverdueNote loan={loan} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Applicant</dt>
            <dd className="grid min-w-0">
              <span className="truncate">
                <CustomerLink userId={loan.user_id}>{applicantName(loan)}</CustomerLink>
              </span>
              <span className="text-xs break-all text-muted-foreground">{loan.user_email}</span>
            </dd>
            <dt className="text-muted-foreground">Business</dt>
            <dd className="truncate">{loan.business_info.business_name}</dd>
            <dt className="text-muted-foreground">Duration</dt>
            <dd>{monthsLabel(loan.duration_months)}</dd>
            <dt className="text-muted-foreground">Applied</dt>
            <dd>{formatLagosDate(loan.created_at)}</dd>
          </dl>
          <div className="flex justify-end">
            <ReviewButton loan={loan} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}
