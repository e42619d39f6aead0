import { CalendarClockIcon, WalletIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Loan, LoanStatus } from '#shared/schemas/loans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useLoans } from '../api/get-loans.ts';
import { loanTypeName } from '../loan-format.ts';
import { LoanStatusBadge } from '../loan-status-badge.tsx';
import { statusNote } from './loan-card.tsx';

/** Applications still open or being repaid: what a customer should see before applying again. */
const RUNNING: readonly LoanStatus[] = ['pending', 'under_review', 'approved', 'disbursed'];

const naira = (kobo: number) => formatMoney(kobo, 'NGN');

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** Its card under My Applications, scrolled to and focused. */
function showDetails(loan: Loan) {
  const heading = document.getElementById(`loan-${loan.id}`);
  heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  heading?.focus({ preventScroll: true });
}

function RunningLoan({ loan, onRepay }: { loan: Loan; onRepay: (loan: Loan) => void }) {
  const next = loan.status === 'disbursed' ? loan.next_instalment : null;
  const note = loan.status === 'disbursed' ? null : statusNote(loan);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium">
          {loanTypeName(loan.loan_type)}{' '}
          <span className="font-mono text-sm font-normal text-muted-foreground">{loan.id}</span>
        </p>
        <LoanStatusBadge status={loan.status} />
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
      {note && (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <CalendarClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {note}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {loan.status === 'disbursed' && (
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
