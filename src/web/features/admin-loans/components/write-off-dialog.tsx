import { BanIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { LoanWriteOffSchema } from '#shared/schemas/loans-recovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { NoteField } from './note-field.tsx';

/**
 * Write off: what is outstanding is posted to the ledger as a loss and the
 * loan is closed; the reason is required, and the amount is said before it
 * is confirmed. Cannot be undone.
 */
export function WriteOffDialog({
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
  onConfirm: (body: { reason: string }) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(loan.outstanding ?? 0, 'NGN');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = LoanWriteOffSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid reason');
    onConfirm(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-1 overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Write Off Loan</DialogTitle>
          <DialogDescription>{loan.id}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Write off loan">
          <div className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p>
              Write off <strong>{amount}</strong> still owed by {loan.user_email}?
            </p>
            <p>
              It is posted to the ledger as a loss and the loan is closed as Written Off. The
              customer can no longer repay it in the app. This cannot be undone.
            </p>
          </div>
          <NoteField
            id="write-off-reason"
            label="Reason"
            hint="Kept in the audit log and with the ledger posting."
            value={reason}
            onValue={(v) => {
              setReason(v);
              setError(null);
            }}
            error={error ?? undefined}
          />
          <DialogFooter className="flex-col-reverse gap-2 sm:flex-row">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <BanIcon aria-hidden="true" />
              )}
              Write Off {amount}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
