import { InfoIcon, WalletIcon } from 'lucide-react';
import { formatCalendarDate, formatLagosDate } from '#shared/lagos-time.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { monthsLabel } from '../loan-format.ts';
import { LoanScheduleTable } from '../loan-schedule-table.tsx';
import { LoanStatusBadge } from '../loan-status-badge.tsx';
import { Figure, LoanName, LoanNote, naira } from './loan-parts.tsx';
import { UnpaidNotice } from './unpaid-notice.tsx';

/** What the status means for the user, in a sentence. */
export function statusNote(loan: Loan): string | null {
  switch (loan.status) {
    case 'pending':
      return 'Received. The initial review takes up to 24 hours.';
    case 'under_review':
      return 'Being reviewed. A decision follows within 2-3 business days, by e-mail.';
    case 'approved':
      return 'Approved. The money will be paid into your Naira wallet within 1 business day.';
    case 'repaid':
      return 'Fully repaid. Thank you.';
    case 'written_off':
      return null; // its own notice below
    case 'defaulted':
      return null; // its own notice below
    default:
      return null;
  }
}

/** One application: its status, the terms once approved, the schedule and Repay once paid out. */
export function LoanCard({ loan, onRepay }: { loan: Loan; onRepay: (loan: Loan) => void }) {
  const headingId = `loan-${loan.id}`;
  const note = statusNote(loan);
  const termsKnown = loan.amount_approved !== null && loan.total_repayment !== null;
  const running = loan.status === 'disbursed' || loan.status === 'defaulted';
  const next = loan.next_instalment;
  const progress =
    termsKnown && loan.total_repayment
      ? Math.min(100, Math.round((loan.amount_repaid / loan.total_repayment) * 100))
      : 0;

  return (
    <article aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Focused by "View details" on the running loan at the top of the page. */}
          <h3 id={headingId} tabIndex={-1} className="font-semibold outline-none">
            <LoanName loan={loan} />
          </h3>
          <p className="text-xs text-muted-foreground">
            Applied {formatLagosDate(loan.created_at)}
          </p>
        </div>
        <LoanStatusBadge status={loan.status} restructured={!!loan.restructured_at} />
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Amount Requested">{naira(loan.amount_requested)}</Figure>
        <Figure label="Duration">{monthsLabel(loan.duration_months)}</Figure>
        {termsKnown && (
          <>
            <Figure label="Amount Approved">{naira(loan.amount_approved!)}</Figure>
            <Figure label="Interest Rate">{loan.monthly_rate_percent}% per month</Figure>
            <Figure label="Total Repayment">{naira(loan.total_repayment!)}</Figure>
            <Figure label="Amount Repaid">{naira(loan.amount_repaid)}</Figure>
            <Figure label="Outstanding">{naira(loan.outstanding ?? 0)}</Figure>
          </>
        )}
      </dl>

      {note && <LoanNote icon={InfoIcon}>{note}</LoanNote>}
      <UnpaidNotice loan={loan} />
      {loan.status === 'rejected' && (
        <div
          role="note"
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-medium">Your application was not approved.</p>
          {loan.admin_note && <p className="mt-1">Reason: {loan.admin_note}</p>}
        </div>
      )}
      {loan.status !== 'rejected' && loan.admin_note && (
        <p className="text-sm">
          <span className="text-muted-foreground">Note from our team:</span> {loan.admin_note}
        </p>
      )}

      {running && termsKnown && (
        <div className="grid gap-3 rounded-xl border bg-muted/40 p-3">
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Repaid so far"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {next && (
              <p className="text-sm">
                <span className="text-muted-foreground">Next instalment: </span>
                <span className="font-semibold tabular-nums">
                  {naira(next.amount - next.paid_amount)}
                </span>{' '}
                due {formatCalendarDate(next.due_date)}
                {next.status === 'overdue' && (
                  <span className="font-medium text-destructive"> (overdue)</span>
                )}
              </p>
            )}
            <Button onClick={() => onRepay(loan)} className="sm:shrink-0">
              <WalletIcon aria-hidden="true" />
              Repay
              <span className="sr-only"> loan {loan.id}</span>
            </Button>
          </div>
        </div>
      )}

      {loan.instalments.length > 0 && <LoanScheduleTable instalments={loan.instalments} />}
    </article>
  );
}
