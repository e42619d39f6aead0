import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
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
import { customerName } from '../lib/format.ts';
import { checkReturnReason, RETURN_REASON_MAX } from '../lib/return-reason.ts';

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

/**
 * Return asks why: the customer reads the reason in their notifications.
 * Submitting resolves once the server has answered; a reason the
 * server refuses stays in the dialog with its message.
 */
export function ReturnDialog({
  deposit: d,
  open,
  running,
  onClose,
  onReturn,
}: {
  deposit: AdminHeldDeposit;
  open: boolean;
  running: boolean;
  onClose: () => void;
  /** Answers the server's complaint about the reason, if it had one. */
  onReturn: (reason: string) => Promise<string | undefined>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `return-reason-${d.id}`;
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running) return;
    const checked = checkReturnReason(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    const refused = await onReturn(checked.reason);
    if (refused) setError(refused);
    else close();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !running && close()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Return deposit</DialogTitle>
            <DialogDescription>
              {formatMoney(d.amount, d.currency)} held for {customerName(d)} goes back to{' '}
              {d.sender_name || 'the sender'}. Their wallet is not credited.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Reason</Label>
            <textarea
              id={fieldId}
              className={TEXTAREA}
              rows={4}
              maxLength={RETURN_REASON_MAX}
              required
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (error && !('error' in checkReturnReason(e.target.value))) setError(null);
              }}
              placeholder="e.g. The customer asked for it back: their tier cannot hold it."
              aria-invalid={error ? true : undefined}
              aria-describedby={`${fieldId}-note`}
            />
            <p
              id={`${fieldId}-note`}
              className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
            >
              {error ?? 'The customer reads it in their notifications.'}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={running}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={running}>
              {running && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Return
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
