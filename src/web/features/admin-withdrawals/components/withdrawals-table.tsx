import { formatLagosDate, formatLagosTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminWithdrawal } from '#shared/schemas/withdrawals.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { WithdrawalStatusBadge } from '#web/features/withdraw/withdrawal-status-badge.tsx';
import { ProcessButton } from './process-button.tsx';

interface Props {
  withdrawals: AdminWithdrawal[];
  onProcess: (w: AdminWithdrawal) => void;
}

/** Every user's withdrawals, one row each (wide screens; phones get WithdrawalCards). */
export function WithdrawalsTable({ withdrawals, onProcess }: Props) {
  return (
    // Between the breakpoint and a wide desktop it scrolls sideways; focusable, so a keyboard can scroll it.
    <Table tabIndex={0} aria-labelledby="admin-withdrawals-title">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Bank Account</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {withdrawals.map((w) => (
          <TableRow key={w.id}>
            <TableCell className="whitespace-nowrap">
              <div className="grid">
                <span>{formatLagosDate(w.created_at)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatLagosTime(w.created_at)}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-56 min-w-40">
              <div className="grid">
                <span className="truncate font-medium">
                  <CustomerLink userId={w.user_id}>{w.user_name || 'No Name'}</CustomerLink>
                </span>
                <span className="truncate text-xs text-muted-foreground" title={w.user_email}>
                  {w.user_email}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-60 min-w-44">
              <div className="grid">
                <span className="truncate">{w.bank_name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  <span className="tabular-nums">{w.account_number}</span>
                  {w.account_name ? ` · ${w.account_name}` : ''}
                </span>
              </div>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <div className="grid">
                <span className="font-medium">{formatMoney(w.amount, 'NGN')}</span>
                <span className="text-xs text-muted-foreground">
                  + {formatMoney(w.fee, 'NGN')} fee
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-56 min-w-32 whitespace-normal">
              <div className="grid justify-items-start gap-1">
                <WithdrawalStatusBadge status={w.status} />
                {w.failure_reason && (
                  <span
                    className="line-clamp-2 text-xs text-muted-foreground"
                    title={w.failure_reason}
                  >
                    {w.failure_reason}
                  </span>
                )}
              </div>
            </TableCell>
            <TableCell>
              <span className="font-mono text-xs">{w.reference}</span>
            </TableCell>
            <TableCell className="text-right">
              {w.status === 'pending' && <ProcessButton withdrawal={w} onProcess={onProcess} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
