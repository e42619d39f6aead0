import { formatLagosDate, formatLagosTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminAirtimeCash } from '#shared/schemas/airtime-cash.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Every request, one row each (wide screens; phones get AirtimeCashCards). */
export function AirtimeCashTable({ requests }: { requests: AdminAirtimeCash[] }) {
  return (
    // Between the breakpoint and a wide desktop it scrolls sideways; focusable, so a keyboard can scroll it.
    <Table tabIndex={0} aria-labelledby="admin-airtime-title">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Network</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Net</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="whitespace-nowrap">
              <div className="grid">
                <span>{formatLagosDate(r.created_at)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatLagosTime(r.created_at)}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-56 min-w-40">
              <div className="grid">
                <span className="truncate font-medium">
                  <CustomerLink userId={r.user_id}>{r.user_name || 'No Name'}</CustomerLink>
                </span>
                <span className="truncate text-xs text-muted-foreground" title={r.user_email}>
                  {r.user_email}
                </span>
              </div>
            </TableCell>
            <TableCell>{r.network}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              <div className="grid">
                <span>{r.phone}</span>
                <span className="font-mono text-xs text-muted-foreground" title="Transaction ID">
                  {r.id.slice(0, 8)}
                </span>
              </div>
            </TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatMoney(r.amount, 'NGN')}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <div className="grid">
                <span>{formatMoney(r.net_amount, 'NGN')}</span>
                <span className="text-xs text-muted-foreground">fee {r.fee_percentage}%</span>
              </div>
            </TableCell>
            <TableCell className="max-w-48">
              <div className="grid justify-items-start gap-1">
                <StatusBadge status={r.status} />
                {r.deny_reason && (
                  <span className="truncate text-xs text-muted-foreground" title={r.deny_reason}>
                    {r.deny_reason}
                  </span>
                )}
              </div>
            </TableCell>
            <TableCell className="text-right">
              {r.status === 'pending' && <DecisionButtons request={r} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
