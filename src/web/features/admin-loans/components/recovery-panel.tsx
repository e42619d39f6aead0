import { BanIcon, CalendarClockIcon } from 'lucide-react';
import { useState } from 'react';
import { formatLagosDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { RECOVERY_MESSAGES } from '#shared/schemas/loans-recovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useRestructureLoan, useWriteOffLoan } from '../api/loan-recovery.ts';
import { RestructureDialog } from './restructure-dialog.tsx';
import { WriteOffDialog } from './write-off-dialog.tsx';

const naira = (kobo: number) => formatMoney(kobo, 'NGN');
const reason = (e: unknown) =>
  isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : undefined;

/** Whole days overdue, as a phrase. */
export const overdueText = (days: number) => `${days} day${days === 1 ? '' : 's'} overdue`;

/**
 * A loan being repaid (or not): how late it is, and the administrator's
 * Restructure and Write Off, each in its own dialog. A written-off loan shows
 * what was written off.
 */
export function RecoveryPanel({ loan }: { loan: AdminLoan }) {
  const [open, setOpen] = useState<'restructure' | 'write-off' | null>(null);
  const close = () => setOpen(null);
  const restructure = useRestructureLoan({
    onDone: (updated) => {
      close();
      notify.success(RECOVERY_MESSAGES.restructured, updated.id);
    },
    onFailed: (e) => notify.error(RECOVERY_MESSAGES.restructureFailed, reason(e)),
  });
  const writeOff = useWriteOffLoan({
    onDone: (updated) => {
      close();
      notify.success(
        RECOVERY_MESSAGES.writtenOff,
        `${naira(updated.written_off_amount ?? 0)} posted as a loss`,
      );
    },
    onFailed: (e) => notify.error(RECOVERY_MESSAGES.writeOffFailed, reason(e)),
  });

  if (loan.status === 'written_off')
    return (
      <section className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <h3 className="font-semibold">Written off</h3>
        <p>
          {naira(loan.written_off_amount ?? 0)} written off
          {loan.written_off_at ? ` on ${formatLagosDate(loan.written_off_at)}` : ''}.
        </p>
      </section>
    );
  if (loan.status !== 'disbursed' && loan.status !== 'defaulted') return null;

  const busy = restructure.isPending || writeOff.isPending;
  return (
    <section aria-labelledby="loan-recovery-heading" className="grid gap-3 border-t pt-4">
      <h3 id="loan-recovery-heading" className="text-sm font-semibold">
        Repayment
      </h3>
      <ul className="grid gap-1 text-sm">
        <li>
          <span className="text-muted-foreground">Outstanding: </span>
          <span className="font-medium tabular-nums">{naira(loan.outstanding ?? 0)}</span>
        </li>
        {loan.days_overdue !== null && (
          <li className="font-medium text-destructive">{overdueText(loan.days_overdue)}</li>
        )}
        {loan.status === 'defaulted' && loan.defaulted_at && (
          <li>Defaulted on {formatLagosDate(loan.defaulted_at)}</li>
        )}
        {loan.restructured_at && <li>Restructured on {formatLagosDate(loan.restructured_at)}</li>}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={() => setOpen('restructure')}>
          <CalendarClockIcon aria-hidden="true" />
          Restructure
        </Button>
        <Button variant="destructive" disabled={busy} onClick={() => setOpen('write-off')}>
          <BanIcon aria-hidden="true" />
          Write Off
        </Button>
      </div>
      {open === 'restructure' && (
        <RestructureDialog
          loan={loan}
          open
          busy={restructure.isPending}
          onOpenChange={(next) => !next && close()}
          onConfirm={(body) => restructure.mutate({ id: loan.id, body })}
        />
      )}
      {open === 'write-off' && (
        <WriteOffDialog
          loan={loan}
          open
          busy={writeOff.isPending}
          onOpenChange={(next) => !next && close()}
          onConfirm={(body) => writeOff.mutate({ id: loan.id, body })}
        />
      )}
    </section>
  );
}
