import { formatLagosDate, formatLagosTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { SOURCE_LABELS } from '../lib/format.ts';
import { HeldDepositActions } from './held-deposit-actions.tsx';
import { HeldOutcome } from './held-outcome.tsx';

interface Props {
  deposits: AdminHeldDeposit[];
  currentUserId: string | undefined;
}

/** Every held deposit, one row each (wide screens; phones get HeldDepositCards). */
export function HeldDepositsTable({ deposits, currentUserId }: Props) {
  return (
    // Between the breakpoint and a wide desktop it scrolls sideways; focusable, so a keyboard can scroll it.
    <Table tabIndex={0} aria-labelledby="admin-held-title">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Sender</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deposits.map((d) => (
          <TableRow key={d.id}>
            <TableCell className="whitespace-nowrap">
              <div className="grid">
                <span>{formatLagosDate(d.created_at)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatLagosTime(d.created_at)}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-56 min-w-40">
              <div className="grid">
                <span className="truncate font-medium">
                  <CustomerLink userId={d.user_id}>{d.user_name || 'No Name'}</CustomerLink>
                </span>
                <span className="truncate text-xs text-muted-foreground" title={d.user_email}>
                  {d.user_email}
                </span>
                {d.user_id === currentUserId && (
                  <span className="text-xs text-muted-foreground">You</span>
                )}
              </div>
            </TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatMoney(d.amount, d.currency)}
            </TableCell>
            <TableCell className="max-w-44">
              <div className="grid">
                <span>{SOURCE_LABELS[d.source]}</span>
                <span
                  className="truncate font-mono text-xs text-muted-foreground"
                  title={d.source_reference}
                >
                  {d.source_reference}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-44 truncate" title={d.sender_name ?? undefined}>
              {d.sender_name || 'Unknown'}
            </TableCell>
            <TableCell className="max-w-60 min-w-40 whitespace-normal">
              <HeldOutcome deposit={d} />
            </TableCell>
            <TableCell className="text-right">
              <HeldDepositActions
                deposit={d}
                isSelf={d.user_id === currentUserId}
                className="flex-nowrap"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
