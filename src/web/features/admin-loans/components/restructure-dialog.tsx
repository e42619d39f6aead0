import { CalendarClockIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatCalendarDate } from '#shared/lagos-time.ts';
import { addMonths, lagosToday } from '#shared/loans-schedule.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import {
  LoanRestructureSchema,
  latestFirstDue,
  RESTRUCTURE_MAX_MONTHS,
  restructuredSchedule,
} from '#shared/schemas/loans-recovery.ts';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { LoanScheduleTable } from '#web/features/loans/loan-schedule-table.tsx';
import { NoteField } from './note-field.tsx';

const naira = (kobo: number) => formatMoney(kobo, 'NGN');
const tomorrow = () =>
  new Date(Date.parse(`${lagosToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
type Errors = Partial<Record<'months' | 'first_due_date' | 'reason', string>>;

/**
 * Restructure: what is outstanding over a new number of monthly instalments
 * from a first due date, previewed before it is confirmed; the reason is
 * required (it goes to the audit log). No money moves.
 */
export function RestructureDialog({
  loan,
  open,
  busy,
  onOpenChange,
  onConfirm,
}: {
  loan: AdminLoan;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (body: { months: number; first_due_date: string; reason: string }) => void;
}) {
  const outstanding = loan.outstanding ?? 0;
  const [months, setMonths] = useState('3');
  const [firstDue, setFirstDue] = useState(() => addMonths(lagosToday(), 1));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const count = Number(months);
  const preview =
    Number.isInteger(count) && count >= 1 && count <= RESTRUCTURE_MAX_MONTHS && firstDue
      ? restructuredSchedule(outstanding, count, firstDue, 1).map((i) => ({
          ...i,
          paid_amount: 0,
          status: 'due' as const,
        }))
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = LoanRestructureSchema.safeParse({
      months: months.trim() === '' ? undefined : Number(months),
      first_due_date: firstDue,
      reason,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    onConfirm(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-1 overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Restructure Loan</DialogTitle>
          <DialogDescription>
            {loan.id}: {naira(outstanding)} outstanding. The unpaid instalments are replaced by a
            new schedule for exactly this amount; no money moves.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Restructure loan">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id="restructure-months"
              label="Monthly instalments"
              type="number"
              inputMode="numeric"
              min={1}
              max={RESTRUCTURE_MAX_MONTHS}
              value={months}
              onValue={(v) => {
                setMonths(v);
                setErrors((e) => ({ ...e, months: undefined }));
              }}
              error={errors.months}
              hint={`1 to ${RESTRUCTURE_MAX_MONTHS}`}
            />
            <TextField
              id="restructure-first-due"
              label="First due date"
              type="date"
              min={tomorrow()}
              max={latestFirstDue()}
              value={firstDue}
              onValue={(v) => {
                setFirstDue(v);
                setErrors((e) => ({ ...e, first_due_date: undefined }));
              }}
              error={errors.first_due_date}
            />
          </div>
          {preview && (
            <div className="rounded-lg border p-3">
              <LoanScheduleTable instalments={preview} caption="New schedule" />
            </div>
          )}
          <NoteField
            id="restructure-reason"
            label="Reason"
            hint="Kept in the audit log."
            value={reason}
            onValue={(v) => {
              setReason(v);
              setErrors((e) => ({ ...e, reason: undefined }));
            }}
            error={errors.reason}
          />
          {preview && (
            <p className="text-sm">
              {naira(outstanding)} in {count} instalment{count > 1 ? 's' : ''}, the first due{' '}
              {formatCalendarDate(firstDue)}.
            </p>
          )}
          <DialogFooter className="flex-col-reverse gap-2 sm:flex-row">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <CalendarClockIcon aria-hidden="true" />
              )}
              Confirm Restructure
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
