import { CheckIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  LOAN_LIMITS,
  lagosToday,
  loanSchedule,
  maxDurationMonths,
} from '#shared/loans-schedule.ts';
import { formatMoney, toMajorString, tryParseAmount } from '#shared/money.ts';
import { ADMIN_LOAN_MESSAGES, type AdminLoan } from '#shared/schemas/loans-admin.ts';
import { LoanAmountSchema } from '#shared/schemas/loans-application.ts';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoanScheduleTable } from '#web/features/loans/loan-schedule-table.tsx';
import { NoteField } from './note-field.tsx';

/** The approved amount in kobo, or why it cannot be approved. */
function checkAmount(text: string, months: number): { amount: number } | { error: string } {
  const kobo = text.trim() === '' ? undefined : (tryParseAmount(text) ?? Number.NaN);
  const parsed = LoanAmountSchema.safeParse(kobo);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Invalid amount' };
  const max = maxDurationMonths(parsed.data);
  if (months > max) return { error: ADMIN_LOAN_MESSAGES.durationTooLong(months, max) };
  return { amount: parsed.data };
}

/**
 * Approve: the amount (the amount asked for unless changed, in the application's
 * bounds and steps), and a preview of the rate and schedule it fixes from today.
 */
export function ApproveForm({
  loan,
  busy,
  onApprove,
  onCancel,
}: {
  loan: AdminLoan;
  busy: boolean;
  onApprove: (amount: number, note: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(() => toMajorString(loan.amount_requested).replace(/\.00$/, ''));
  const [note, setNote] = useState('');
  const check = checkAmount(text, loan.duration_months);
  const schedule =
    'amount' in check ? loanSchedule(check.amount, loan.duration_months, lagosToday()) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if ('amount' in check) onApprove(check.amount, note);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Approve loan">
      <TextField
        id="approve-amount"
        label="Amount Approved (₦)"
        type="number"
        inputMode="numeric"
        min={LOAN_LIMITS.minNaira}
        max={LOAN_LIMITS.maxNaira}
        step={LOAN_LIMITS.stepNaira}
        value={text}
        onValue={setText}
        error={'error' in check ? check.error : undefined}
        hint={`Requested: ${formatMoney(loan.amount_requested, 'NGN')} over ${loan.duration_months} month${loan.duration_months === 1 ? '' : 's'}`}
      />
      {schedule && (
        <div className="grid gap-3 rounded-xl border bg-muted/40 p-3">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Interest Rate</dt>
              <dd className="font-semibold">{schedule.monthly_rate_percent}% per month</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Monthly Payment</dt>
              <dd className="font-semibold tabular-nums">
                {formatMoney(schedule.monthly_payment, 'NGN')}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Total Repayment</dt>
              <dd className="font-semibold tabular-nums">
                {formatMoney(schedule.total_repayment, 'NGN')}
              </dd>
            </div>
          </dl>
          <LoanScheduleTable
            caption="Schedule if approved today"
            instalments={schedule.instalments.map((i) => ({
              ...i,
              paid_amount: 0,
              status: 'due' as const,
            }))}
          />
        </div>
      )}
      <NoteField
        id="approve-note"
        label="Note to the applicant (optional)"
        value={note}
        onValue={setNote}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !schedule}>
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <CheckIcon aria-hidden="true" />
          )}
          {schedule ? `Approve ${formatMoney(schedule.principal, 'NGN')}` : 'Approve'}
        </Button>
      </div>
    </form>
  );
}
