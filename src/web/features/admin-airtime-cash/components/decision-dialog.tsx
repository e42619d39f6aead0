import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { AdminAirtimeCash } from '#shared/schemas/airtime-cash.ts';
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

export type Decision = 'approve' | 'deny';

/**
 * Confirms a decision on one request: Approve says what will be credited to
 * whom; Deny takes an optional reason, which the user sees.
 */
export function DecisionDialog({
  request: r,
  decision,
  running,
  onClose,
  onConfirm,
}: {
  request: AdminAirtimeCash;
  decision: Decision | null;
  running: boolean;
  onClose: () => void;
  onConfirm: (decision: Decision, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const who = r.user_name || r.user_email;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (decision && !running) onConfirm(decision, reason.trim());
  };
  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => {
        if (open || running) return;
        setReason('');
        onClose();
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{decision === 'approve' ? 'Approve Request' : 'Deny Request'}</DialogTitle>
            <DialogDescription>
              {decision === 'approve'
                ? `${formatMoney(r.net_amount, 'NGN')} will be credited to ${who}'s NGN wallet for ${formatMoney(r.amount, 'NGN')} of ${r.network} airtime from ${r.phone}. Approve only once the airtime has arrived.`
                : `${who}'s request for ${formatMoney(r.amount, 'NGN')} of ${r.network} airtime from ${r.phone} will be denied. Nothing is credited.`}
            </DialogDescription>
          </DialogHeader>
          {decision === 'deny' && (
            <div className="grid gap-2">
              <Label htmlFor={`deny-reason-${r.id}`}>Reason (optional)</Label>
              <textarea
                id={`deny-reason-${r.id}`}
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
                placeholder="Shown to the user, e.g. No airtime was received"
                className="min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm"
              />
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={running}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={decision === 'deny' ? 'destructive' : 'default'}
              disabled={running}
            >
              {running && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {running ? 'Processing...' : decision === 'approve' ? 'Approve' : 'Deny'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
