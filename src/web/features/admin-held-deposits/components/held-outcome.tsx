import { formatLagosDateTime } from '#shared/lagos-time.ts';
import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
import { HeldStatusBadge } from '../held-status-badge.tsx';
import { heldReason } from '../lib/format.ts';

/** The status, then why it is held, or when it was decided (and why it went back). */
export function HeldOutcome({ deposit: d }: { deposit: AdminHeldDeposit }) {
  return (
    <div className="grid justify-items-start gap-1 text-xs text-muted-foreground">
      <HeldStatusBadge status={d.status} />
      {d.status === 'held' ? (
        <span>{heldReason(d.reason)}</span>
      ) : (
        d.decided_at && <span>Decided {formatLagosDateTime(d.decided_at)}</span>
      )}
      {d.return_reason && <span className="wrap-anywhere">Reason: {d.return_reason}</span>}
    </div>
  );
}
