import { formatLagosDate } from '#shared/lagos-time.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import { naira } from './loan-parts.tsx';

/**
 * A loan that is not being repaid as agreed, in words: defaulted (how late,
 * and that repaying still works), written off, or given a new schedule.
 */
export function UnpaidNotice({ loan }: { loan: Loan }) {
  if (loan.status === 'defaulted')
    return (
      <div
        role="note"
        className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <p className="font-medium">This loan is in default.</p>
        <p>
          {loan.days_overdue !== null
            ? `A payment is ${loan.days_overdue} day${loan.days_overdue === 1 ? '' : 's'} overdue. `
            : ''}
          {naira(loan.outstanding ?? 0)} is outstanding. Please repay from your Naira wallet, or
          contact support to agree a new schedule.
        </p>
      </div>
    );
  if (loan.status === 'written_off')
    return (
      <div
        role="note"
        className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <p className="font-medium">This loan was written off.</p>
        <p>
          {naira(loan.written_off_amount ?? 0)} remained unpaid
          {loan.written_off_at ? ` on ${formatLagosDate(loan.written_off_at)}` : ''}. Please contact
          support about it.
        </p>
      </div>
    );
  if (loan.restructured_at && loan.status === 'disbursed')
    return (
      <p
        role="note"
        className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        Your repayment schedule was changed on {formatLagosDate(loan.restructured_at)}. The
        instalments below are the new schedule.
      </p>
    );
  return null;
}
