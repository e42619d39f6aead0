import { CircleCheckIcon, CircleXIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import {
  ADMIN_WITHDRAW_MESSAGES,
  type AdminWithdrawal,
  type WithdrawalDecision,
} from '#shared/schemas/withdrawals.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { isApiError } from '#web/lib/api.ts';
import { isAwaitingApproval, notifySentForApproval } from '#web/lib/awaiting-approval.ts';
import { cn } from '#web/lib/cn.ts';
import { runMutation } from '#web/lib/run-mutation.ts';
import { notify } from '#web/lib/toast.ts';
import { useDecideWithdrawal } from '../api/admin-withdrawals.ts';
import { decisionBody } from '../lib/format.ts';

type Decision = WithdrawalDecision['decision'];

const DECISIONS: { value: Decision; label: string; note: string }[] = [
  { value: 'approve', label: 'Approve', note: 'Pay out through Paystack' },
  { value: 'reject', label: 'Reject', note: 'Give amount and fee back' },
];

const TEXTAREA =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm';

function Details({ w }: { w: AdminWithdrawal }) {
  const rows: [string, string][] = [
    ['User', w.user_name || 'No Name'],
    ['Email', w.user_email],
    ['Bank', w.bank_name],
    ['Account Number', w.account_number],
    ['Account Name', w.account_name ?? 'N/A'],
    ['Amount', formatMoney(w.amount, 'NGN')],
    ['Fee', formatMoney(w.fee, 'NGN')],
    ['Total held', formatMoney(w.total, 'NGN')],
    ['Reference', w.reference],
    ['Requested', formatLagosDateTime(w.created_at)],
  ];
  return (
    <dl className="grid min-w-0 grid-cols-1 gap-1.5 rounded-lg border bg-muted/40 p-3 text-sm">
      {rows.map(([label, value]) => (
        // A value too long for the line goes under its label, and an unbroken one (an e-mail, a
        // reference, a long name) breaks anywhere: it must never widen the dialog past a phone.
        <div key={label} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="ml-auto min-w-0 text-right font-medium wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Process on a pending withdrawal: Approve pays it out, Reject gives the money
 * back with a reason the user sees. Optional notes stay in the back office.
 * Keyed by the withdrawal, so each opens with a clean form.
 */
export function ProcessDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}) {
  const [decision, setDecision] = useState<Decision>('approve');
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const decide = useDecideWithdrawal();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!withdrawal || decide.isPending) return;
    runMutation(
      decide,
      { id: withdrawal.id, body: decisionBody(decision, notes, reason) },
      {
        onSuccess: (answer) => {
          if (isAwaitingApproval(answer)) notifySentForApproval();
          else
            notify.success(
              ADMIN_WITHDRAW_MESSAGES.done(decision === 'approve' ? 'approved' : 'rejected'),
            );
          onClose();
        },
        onError: (error) => {
          notify.error(
            ADMIN_WITHDRAW_MESSAGES.processFailed,
            isApiError(error) && error.status < 500 && error.status > 0
              ? error.message
              : 'Could not reach the server. Please try again.',
          );
          // Someone else decided it meanwhile: nothing is left to do here.
          if (isApiError(error) && error.code === 'ALREADY_DECIDED') onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={withdrawal !== null}
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
    >
      {/* Never wider than the screen: one minmax(0, 1fr) column, and every value wraps. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] grid-cols-1 overflow-y-auto sm:max-w-lg">
        {withdrawal && (
          <form onSubmit={submit} className="grid min-w-0 grid-cols-1 gap-4">
            <DialogHeader>
              <DialogTitle>Process Withdrawal</DialogTitle>
              <DialogDescription className="wrap-anywhere">
                {formatMoney(withdrawal.amount, 'NGN')} to {withdrawal.bank_name}{' '}
                {withdrawal.account_number}
              </DialogDescription>
            </DialogHeader>
            <Details w={withdrawal} />
            {/* A fieldset is at least as wide as its content unless told otherwise. */}
            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-2 text-sm font-medium">Decision</legend>
              <div className="grid grid-cols-2 gap-2">
                {DECISIONS.map((d) => (
                  <label
                    key={d.value}
                    className={cn(
                      'flex min-w-0 cursor-pointer items-start gap-2 rounded-xl border-2 p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                      decision === d.value
                        ? d.value === 'approve'
                          ? 'border-green-600 bg-green-50'
                          : 'border-destructive bg-destructive/5'
                        : 'border-border hover:border-primary/40',
                    )}
                  >
                    <input
                      type="radio"
                      name="withdrawal-decision"
                      value={d.value}
                      checked={decision === d.value}
                      onChange={() => setDecision(d.value)}
                      className="sr-only"
                    />
                    {d.value === 'approve' ? (
                      <CircleCheckIcon
                        className="mt-0.5 size-4 shrink-0 text-green-700"
                        aria-hidden="true"
                      />
                    ) : (
                      <CircleXIcon
                        className="mt-0.5 size-4 shrink-0 text-destructive"
                        aria-hidden="true"
                      />
                    )}
                    <span className="grid min-w-0">
                      <span className="font-semibold">{d.label}</span>
                      <span className="text-xs text-muted-foreground">{d.note}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor="withdrawal-notes">Admin Notes (optional)</Label>
              <textarea
                id="withdrawal-notes"
                className={TEXTAREA}
                maxLength={500}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                placeholder="Only administrators see these"
              />
            </div>
            {decision === 'reject' && (
              <div className="grid gap-2">
                <Label htmlFor="withdrawal-reason">Failure Reason</Label>
                <textarea
                  id="withdrawal-reason"
                  className={TEXTAREA}
                  maxLength={500}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder="e.g. The account name does not match your profile"
                  aria-describedby="withdrawal-reason-hint"
                />
                <p id="withdrawal-reason-hint" className="text-xs text-muted-foreground">
                  The user sees this with the failed withdrawal.
                </p>
              </div>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant={decision === 'reject' ? 'destructive' : 'default'}
                disabled={decide.isPending}
              >
                {decide.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {decide.isPending
                  ? 'Processing...'
                  : decision === 'approve'
                    ? 'Approve Withdrawal'
                    : 'Reject Withdrawal'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
