import { CalendarClockIcon, WalletIcon } from 'lucide-react';
import { formatCalendarDate } from '#shared/lagos-time.ts';
import type { Loan, LoanStatus } from '#shared/schemas/loans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useLoans } from '../api/get-loans.ts';
import { LoanStatusBadge } from '../loan-status-badge.tsx';
import { statusNote } from './loan-card.tsx';
import { Figure, LoanName, LoanNote, naira } from './loan-parts.tsx';
import { UnpaidNotice } from './unpaid-notice.tsx';

/** Applications still open or being repaid: what a customer should see before applying again. */
const RUNNING: readonly LoanStatus[] = [
  'pending',
  'under_review',
  'approved',
  'disbursed',
  'defaulted',
];

/** Its card under My Applications, scrolled to and focused. */
function showDetails(loan: Loan) {
  const heading = document.getElementById(`loan-${loan.id}`);
  heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  heading?.focus({ preventScroll: true });
}

function RunningLoan({ loan, onRepay }: { loan: Loan; onRepay: (loan: Loan) => void }) {
  const repaying = loan.status === 'disbursed' || loan.status === 'defaulted';
  const next = repaying ? loan.next_instalment : null;
  const note = repaying ? null : statusNote(loan);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium">
          <LoanName loan={loan} />
        </p>
        <LoanStatusBadge status={loan.status} restructured={!!loan.restructured_at} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {loan.amount_approved === null ? (
          <Figure label="Amount Requested">{naira(loan.amount_requested)}</Figure>
        ) : (
          <Figure label="Amount Approved">{naira(loan.amount_approved)}</Figure>
        )}
        {loan.outstanding !== null && (
          <Figure label="Outstanding">{naira(loan.outstanding)}</Figure>
        )}
        {next && (
          <>
            <Figure label="Next Payment">{naira(next.amount - next.paid_amount)}</Figure>
            <Figure label="Due">
              {formatCalendarDate(next.due_date)}
              {next.status === 'overdue' && (
                <span className="block text-xs font-medium text-destructive">Overdue</span>
              )}
            </Figure>
          </>
        )}
      </dl>
      {note && <LoanNote icon={CalendarClockIcon}>{note}</LoanNote>}
      <UnpaidNotice loan={loan} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {repaying && (
          <Button onClick={() => onRepay(loan)}>
            <WalletIcon aria-hidden="true" />
            Repay
            <span className="sr-only"> loan {loan.id}</span>
          </Button>
        )}
        <Button variant="outline" onClick={() => showDetails(loan)}>
          View Details
          <span className="sr-only"> of loan {loan.id}</span>
        </Button>
      </div>
    </div>
  );
}

/**
 * Above the application form: the loans still running (applied for, approved,
 * or paid out and being repaid), so nobody applies again without seeing them.
 * Nothing shows while there are none, or while the list is loading.
 */
export function RunningLoans({ onRepay }: { onRepay: (loan: Loan) => void }) {
  const list = useLoans();
  const running = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((l) =>
    RUNNING.includes(l.status),
  );
  if (running.length === 0) return null;
  const title = running.length === 1 ? 'Your Current Loan' : 'Your Current Loans';
  return (
    <section
      aria-labelledby="running-loans-heading"
      className="grid min-w-0 gap-4 rounded-2xl border border-primary/30 bg-primary/5 p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2 id="running-loans-heading" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">
          A new application below is reviewed on its own, alongside{' '}
          {running.length === 1 ? 'this one' : 'these'}.
        </p>
      </div>
      <ul className="grid gap-4 divide-y">
        {running.map((loan) => (
          <li key={loan.id} className="pt-4 first:pt-0">
            <RunningLoan loan={loan} onRepay={onRepay} />
          </li>
        ))}
      </ul>
    </section>
  );
}
