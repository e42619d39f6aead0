import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import type { Approval } from '#shared/schemas/approvals.ts';
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
import { amountOf, detailRows, KIND_LABELS, personLine, whatHappens } from '../lib/describe.ts';

export type Verb = 'approve' | 'reject';

const TEXTAREA =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm';

function Facts({ a }: { a: Approval }) {
  const rows: [string, string][] = [
    ['What', KIND_LABELS[a.kind]],
    ['Amount', amountOf(a)],
    ['For', personLine(a.target_user)],
    ['Asked by', personLine(a.requested_by)],
    ['Asked', formatLagosDateTime(a.requested_at)],
    ['Why', a.reason ?? 'No reason given'],
    ...detailRows(a),
  ];
  return (
    <dl className="grid min-w-0 grid-cols-1 gap-1.5 rounded-lg border bg-muted/40 p-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="ml-auto min-w-0 text-right font-medium wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Confirms a decision on one request: Approve says what will happen now;
 * Reject needs a reason, which the administrator who asked reads.
 */
export function DecisionDialog({
  approval: a,
  verb,
  running,
  onClose,
  onConfirm,
}: {
  approval: Approval;
  verb: Verb | null;
  running: boolean;
  onClose: () => void;
  onConfirm: (verb: Verb, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!verb || running) return;
    if (verb === 'reject' && !reason.trim()) return setError('Please say why it is rejected');
    onConfirm(verb, reason.trim());
  };
  return (
    <Dialog open={verb !== null} onOpenChange={(open) => !open && !running && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] grid-cols-1 overflow-y-auto sm:max-w-lg">
        <form onSubmit={submit} className="grid min-w-0 grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>{verb === 'reject' ? 'Reject Request' : 'Approve Request'}</DialogTitle>
            <DialogDescription className="wrap-anywhere">
              {verb === 'reject'
                ? 'Nothing will move. The administrator who asked sees your reason.'
                : `${whatHappens(a)} It is carried out now, with every check as of now.`}
            </DialogDescription>
          </DialogHeader>
          <Facts a={a} />
          {verb === 'reject' && (
            <div className="grid gap-2">
              <Label htmlFor={`reject-reason-${a.id}`}>Reason</Label>
              <textarea
                id={`reject-reason-${a.id}`}
                className={TEXTAREA}
                maxLength={500}
                value={reason}
                aria-invalid={error !== null}
                aria-describedby={error ? `reject-reason-error-${a.id}` : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(null);
                }}
                placeholder="e.g. No support ticket for this credit"
              />
              {error && (
                <p id={`reject-reason-error-${a.id}`} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={running}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={verb === 'reject' ? 'destructive' : 'default'}
              disabled={running}
            >
              {running && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {running ? 'Processing...' : verb === 'reject' ? 'Reject' : 'Approve'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
