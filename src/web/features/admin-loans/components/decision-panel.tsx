import { BanknoteIcon, CheckIcon, Loader2Icon, SearchCheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import {
  ADMIN_LOAN_MESSAGES,
  type AdminLoan,
  type LoanDecision,
} from '#shared/schemas/loans-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useDecideLoan, useDisburseLoan } from '../api/admin-loans.ts';
import { isUndecided } from '../lib/format.ts';
import { ApproveForm } from './approve-form.tsx';
import { NoteField } from './note-field.tsx';

export const REASON_REQUIRED = 'Please give the reason the applicant will see';

/** The server's reason for a 4xx, else nothing: the title says it failed. */
const reason = (e: unknown) =>
  isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : undefined;

type Mode = 'idle' | 'approve' | 'reject' | 'disburse';

const decided = {
  onDone: (updated: AdminLoan, { decision }: { decision: LoanDecision }) =>
    notify.success(ADMIN_LOAN_MESSAGES.done[decision.decision], updated.id),
  onFailed: (e: unknown) => notify.error(ADMIN_LOAN_MESSAGES.reviewFailed, reason(e)),
};
const disbursed = {
  onDone: (updated: AdminLoan) =>
    notify.success(
      ADMIN_LOAN_MESSAGES.disbursed,
      `${formatMoney(updated.amount_approved ?? 0, 'NGN')} paid to ${updated.user_email}`,
    ),
  onFailed: (e: unknown) => notify.error(ADMIN_LOAN_MESSAGES.disburseFailed, reason(e)),
};

/**
 * What can be done with the application now: mark it under review, approve
 * or reject it while undecided; disburse (or still reject) once approved.
 */
export function DecisionPanel({ loan }: { loan: AdminLoan }) {
  // A decision changes the status, and a new status draws a new panel (see ReviewDialog).
  const decide = useDecideLoan(decided);
  const disburse = useDisburseLoan(disbursed);
  const [mode, setMode] = useState<Mode>('idle');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const busy = decide.isPending || disburse.isPending;

  if (!isUndecided(loan) && loan.status !== 'approved') return null;

  const send = (decision: LoanDecision) => decide.mutate({ id: loan.id, decision });

  const reject = () => {
    const text = note.trim();
    if (!text) return setNoteError(REASON_REQUIRED);
    send({ decision: 'reject', note: text });
  };

  const payOut = () => disburse.mutate(loan.id);

  const spinner = <Loader2Icon className="animate-spin" aria-hidden="true" />;
  return (
    <section aria-labelledby="loan-decision-heading" className="grid gap-3 border-t pt-4">
      <h3 id="loan-decision-heading" className="text-sm font-semibold">
        Decision
      </h3>
      {mode === 'idle' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {loan.status === 'pending' && (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => send({ decision: 'under_review' })}
            >
              {decide.isPending ? spinner : <SearchCheckIcon aria-hidden="true" />}
              Mark Under Review
            </Button>
          )}
          <Button variant="destructive" disabled={busy} onClick={() => setMode('reject')}>
            <XIcon aria-hidden="true" />
            Reject
          </Button>
          {isUndecided(loan) && (
            <Button disabled={busy} onClick={() => setMode('approve')}>
              <CheckIcon aria-hidden="true" />
              Approve
            </Button>
          )}
          {loan.status === 'approved' && (
            <Button disabled={busy} onClick={() => setMode('disburse')}>
              <BanknoteIcon aria-hidden="true" />
              Disburse
            </Button>
          )}
        </div>
      )}
      {mode === 'approve' && (
        <ApproveForm
          loan={loan}
          busy={busy}
          onCancel={() => setMode('idle')}
          onApprove={(amount, text) =>
            send({
              decision: 'approve',
              amount_approved: amount,
              ...(text.trim() ? { note: text.trim() } : {}),
            })
          }
        />
      )}
      {mode === 'reject' && (
        <div className="grid gap-3">
          <NoteField
            id="reject-note"
            label="Reason for rejection"
            hint="The applicant sees this reason."
            value={note}
            onValue={(v) => {
              setNote(v);
              setNoteError(null);
            }}
            error={noteError ?? undefined}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={() => setMode('idle')}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={busy} onClick={reject}>
              {busy ? spinner : <XIcon aria-hidden="true" />}
              Reject Application
            </Button>
          </div>
        </div>
      )}
      {mode === 'disburse' && (
        <div className="grid gap-3 rounded-xl border bg-muted/40 p-3">
          <p className="text-sm">
            Pay <strong>{formatMoney(loan.amount_approved ?? 0, 'NGN')}</strong> into the Naira
            wallet of {loan.user_email}? This cannot be undone.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={() => setMode('idle')}>
              Cancel
            </Button>
            <Button disabled={busy} onClick={payOut}>
              {busy ? spinner : <BanknoteIcon aria-hidden="true" />}
              Confirm Disbursement
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
