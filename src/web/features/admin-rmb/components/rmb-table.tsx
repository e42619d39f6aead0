import { formatLagosDate, formatLagosTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminRmbPurchase } from '#shared/schemas/rmb.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { RmbStatusBadge } from '#web/features/buy-rmb/rmb-status-badge.tsx';
import { platformLabel, userName } from '../lib/format.ts';
import { OpenButton } from './open-button.tsx';

/** Every user's RMB purchases, one row each (wide screens; phones get RmbCards). */
export function RmbTable({
  purchases,
  onOpen,
}: {
  purchases: AdminRmbPurchase[];
  onOpen: (p: AdminRmbPurchase) => void;
}) {
  return (
    // Between the breakpoint and a wide desktop it scrolls sideways; focusable, so a keyboard can scroll it.
    <Table tabIndex={0} aria-labelledby="admin-rmb-title">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Platform</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Recipient</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {purchases.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="whitespace-nowrap">
              <div className="grid">
                <span>{formatLagosDate(p.created_at)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatLagosTime(p.created_at)}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-56 min-w-40">
              <div className="grid">
                <span className="truncate font-medium">
                  <CustomerLink userId={p.user_id}>{userName(p)}</CustomerLink>
                </span>
                <span className="truncate text-xs text-muted-foreground" title={p.user_email}>
                  {p.user_email}
                </span>
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{platformLabel(p)}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <div className="grid">
                <span className="font-medium">{formatMoney(p.naira_amount, 'NGN')}</span>
                <span className="text-xs text-muted-foreground">
                  {formatMoney(p.rmb_amount, 'CNY')}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-48">
              <div className="grid">
                <span className="truncate">{p.full_name}</span>
                <span className="truncate text-xs text-muted-foreground" title={p.recipient_id}>
                  {p.recipient_id}
                </span>
              </div>
            </TableCell>
            <TableCell>
              <RmbStatusBadge status={p.status} />
            </TableCell>
            <TableCell>
              <span className="font-mono text-xs">{p.reference}</span>
            </TableCell>
            <TableCell className="text-right">
              <OpenButton purchase={p} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
