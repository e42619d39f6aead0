import { Loader2Icon, Undo2Icon, WalletIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { useDecideHeldDeposit } from '../api/admin-held-deposits.ts';
import { customerName } from '../lib/format.ts';
import { heldToasts } from '../lib/messages.ts';
import { ReturnDialog } from './return-dialog.tsx';

/**
 * Release and Return on a held deposit, each confirmed in a dialog. On the
 * administrator's own deposits there are none: nobody decides their own money
 * (the server refuses it too, SELF_ACTION).
 */
export function HeldDepositActions({
  deposit: d,
  isSelf,
  className,
}: {
  deposit: AdminHeldDeposit;
  isSelf: boolean;
  /** The buttons' row ("flex-nowrap" in a table's cell). */
  className?: string;
}) {
  const [asking, setAsking] = useState<'release' | 'return' | null>(null);
  const handlers = useMemo(() => heldToasts(d), [d]);
  const { decide, running } = useDecideHeldDeposit(d.id, handlers);
  if (d.status !== 'held') return null;
  if (isSelf) return <span className="text-xs text-muted-foreground">Your own deposit</span>;

  const who = customerName(d);
  const amount = formatMoney(d.amount, d.currency);
  const release = () => {
    setAsking(null);
    void decide({ action: 'release' }).catch(() => undefined);
  };
  // A reason the server refuses by its field stays in the dialog; any other failure was toasted.
  const giveBack = (reason: string) =>
    decide({ action: 'return', reason }).then(
      () => undefined,
      (error: unknown) =>
        isApiError(error) && error.status === 400 && error.field === 'reason'
          ? error.message
          : undefined,
    );

  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <Button size="sm" onClick={() => setAsking('release')} disabled={running}>
        {running ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <WalletIcon aria-hidden="true" />
        )}
        Release
        <span className="sr-only">
          {' '}
          {amount} for {who}
        </span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setAsking('return')}
        disabled={running}
      >
        <Undo2Icon aria-hidden="true" />
        Return
        <span className="sr-only">
          {' '}
          {amount} for {who}
        </span>
      </Button>
      <ConfirmDialog
        open={asking === 'release'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Release ${amount} to ${who}?`}
        confirmLabel="Release"
        onConfirm={release}
      >
        <p>
          The money moves from held deposits into {who}&apos;s {d.currency} wallet. If their tier
          still cannot hold it, nothing changes and you are told how much the wallet can take.
        </p>
      </ConfirmDialog>
      <ReturnDialog
        deposit={d}
        open={asking === 'return'}
        running={running}
        onClose={() => setAsking(null)}
        onReturn={giveBack}
      />
    </div>
  );
}
