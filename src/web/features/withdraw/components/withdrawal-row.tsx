import { LandmarkIcon } from 'lucide-react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { WithdrawalStatusBadge } from '../withdrawal-status-badge.tsx';

/** One withdrawal: where it went, how much, its status and, when it failed, why. */
export function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const failed = (w.status === 'failed' || w.status === 'reversed') && w.failure_reason;
  return (
    <li className="flex gap-3 py-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-muted">
        <LandmarkIcon className="size-5 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
        <div className="flex items-start justify-between gap-3">
          <span className="min-w-0 truncate text-sm font-medium">{w.bank_name}</span>
          <span className="shrink-0 text-sm font-semibold tabular-nums">
            {formatMoney(w.amount, 'NGN')}
          </span>
        </div>
        <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
          <span className="min-w-0 truncate">
            <span className="tabular-nums">{w.account_number}</span>
            {w.account_name ? ` · ${w.account_name}` : ''}
          </span>
          <WithdrawalStatusBadge status={w.status} />
        </div>
        <div className="text-xs text-muted-foreground">
          {formatLagosDateTime(w.created_at)} · Fee {formatMoney(w.fee, 'NGN')}
        </div>
        {failed && (
          <p className="text-xs text-destructive">
            <span className="font-medium">Reason:</span> {w.failure_reason}
          </p>
        )}
      </div>
    </li>
  );
}
