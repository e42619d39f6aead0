import { CheckIcon, Loader2Icon, PlayIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import {
  ADMIN_RMB_MESSAGES,
  type AdminRmbPurchase,
  type RmbStatusUpdate,
} from '#shared/schemas/rmb.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RMB_STATUS_LABELS } from '#web/features/buy-rmb/rmb-status-badge.tsx';
import { isApiError } from '#web/lib/api.ts';
import { runMutation } from '#web/lib/run-mutation.ts';
import { notify } from '#web/lib/toast.ts';
import { useProcessRmb } from '../api/admin-rmb.ts';
import { platformLabel } from '../lib/format.ts';

type Target = RmbStatusUpdate['status'];

export const REASON_REQUIRED = 'Please give the reason the customer will see';

const TEXTAREA =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

/**
 * Process: mark a pending purchase processing (being paid), or an open one
 * completed (the recipient was paid; the naira is settled) or failed (the naira
 * goes back; the note is the reason the customer reads, so it is asked for).
 */
export function ProcessForm({
  purchase,
  onProcessed,
}: {
  purchase: AdminRmbPurchase;
  onProcessed: (updated: AdminRmbPurchase) => void;
}) {
  const process = useProcessRmb();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  // Completed is final (the naira is settled): Mark Completed asks first.
  const [confirming, setConfirming] = useState(false);

  const act = (status: Target) => {
    const text = note.trim();
    if (status === 'failed' && !text) return setError(REASON_REQUIRED);
    setError(null);
    setTarget(status);
    runMutation(
      process,
      { id: purchase.id, update: { status, ...(text ? { note: text } : {}) } },
      {
        onSuccess: (updated) => {
          notify.success(
            ADMIN_RMB_MESSAGES.processed,
            `${updated.reference} is now ${RMB_STATUS_LABELS[updated.status].toLowerCase()}`,
          );
          setNote('');
          onProcessed(updated);
        },
        onError: (e) =>
          notify.error(
            ADMIN_RMB_MESSAGES.processFailed,
            isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : undefined,
          ),
      },
    );
  };

  const busy = process.isPending;
  const icon = (status: Target, Icon: typeof CheckIcon) =>
    busy && target === status ? (
      <Loader2Icon className="animate-spin" aria-hidden="true" />
    ) : (
      <Icon aria-hidden="true" />
    );
  return (
    <section aria-labelledby="rmb-process-heading" className="grid gap-3 border-t pt-4">
      <h3 id="rmb-process-heading" className="text-sm font-semibold">
        Process
      </h3>
      <div className="grid gap-2">
        <Label htmlFor="rmb-note">Note</Label>
        <textarea
          id="rmb-note"
          value={note}
          maxLength={500}
          onChange={(e) => {
            setNote(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rmb-note-hint rmb-note-error' : 'rmb-note-hint'}
          className={TEXTAREA}
        />
        <p id="rmb-note-hint" className="text-xs text-muted-foreground">
          Required to fail a transaction: the customer sees it as the reason.
        </p>
        {error && (
          <p id="rmb-note-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:grid sm:auto-cols-fr sm:grid-flow-col">
        <Button variant="destructive" disabled={busy} onClick={() => act('failed')}>
          {icon('failed', XIcon)}
          Mark Failed
        </Button>
        {purchase.status === 'pending' && (
          <Button variant="outline" disabled={busy} onClick={() => act('processing')}>
            {icon('processing', PlayIcon)}
            Mark Processing
          </Button>
        )}
        <Button disabled={busy} onClick={() => setConfirming(true)}>
          {icon('completed', CheckIcon)}
          Mark Completed
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Mark this purchase completed?"
        confirmLabel="Mark Completed"
        onConfirm={() => act('completed')}
      >
        <p>
          Do this only once {purchase.full_name} ({purchase.recipient_id}) has received{' '}
          {formatMoney(purchase.rmb_amount, 'CNY')} on {platformLabel(purchase)}.
        </p>
        <p>
          The customer's {formatMoney(purchase.naira_amount, 'NGN')} is then settled for good: a
          completed purchase cannot be failed or refunded.
        </p>
      </ConfirmDialog>
    </section>
  );
}
