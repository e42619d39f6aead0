import { formatMoney } from '#shared/money.ts';
import type { AdminWithdrawal } from '#shared/schemas/withdrawals.ts';
import { WithdrawalStatusBadge } from '#web/features/withdraw/withdrawal-status-badge.tsx';
import { formatWithdrawalDate } from '../lib/format.ts';
import { ProcessButton } from './process-button.tsx';

interface Props {
  withdrawals: AdminWithdrawal[];
  onProcess: (w: AdminWithdrawal) => void;
}

/** The withdrawals on a phone: one card each, so Process never hides behind a sideways scroll. */
export function WithdrawalCards({ withdrawals, onProcess }: Props) {
  return (
    <ul className="divide-y" aria-labelledby="admin-withdrawals-title">
      {withdrawals.map((w) => (
        <li key={w.id} className="grid gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="truncate font-medium">{w.bank_name}</div>
              <div className="truncate text-xs text-muted-foreground">
                <span className="tabular-nums">{w.account_number}</span>
                {w.account_name ? ` · ${w.account_name}` : ''}
              </div>
            </div>
            <div className="grid justify-items-end gap-1">
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(w.amount, 'NGN')}
              </span>
              <WithdrawalStatusBadge status={w.status} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">User</dt>
            <dd className="grid min-w-0">
              <span className="truncate">{w.user_name || 'No Name'}</span>
              <span className="text-xs break-all text-muted-foreground">{w.user_email}</span>
            </dd>
            <dt className="text-muted-foreground">Fee</dt>
            <dd className="tabular-nums">{formatMoney(w.fee, 'NGN')}</dd>
            {w.failure_reason && (
              <>
                <dt className="text-muted-foreground">Reason</dt>
                <dd className="break-words">{w.failure_reason}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Reference</dt>
            <dd className="font-mono text-xs break-all">{w.reference}</dd>
            <dt className="text-muted-foreground">Date</dt>
            <dd>{formatWithdrawalDate(w.created_at)}</dd>
          </dl>
          {w.status === 'pending' && (
            <div className="flex justify-end">
              <ProcessButton withdrawal={w} onProcess={onProcess} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
