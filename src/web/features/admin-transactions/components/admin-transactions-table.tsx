import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminTransaction } from '#shared/schemas/admin-transactions.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { capitalise } from '../admin-format.ts';

export const STATUS_VARIANT: Record<string, 'success' | 'warning' | 'destructive' | 'muted'> = {
  completed: 'success',
  pending: 'warning',
  failed: 'destructive',
};

/** Every user's wallet entries: who, what, how much, and the balance it left. */
export function AdminTransactionsTable({ items }: { items: AdminTransaction[] }) {
  return (
    // Wide screens only (phones get AdminTransactionCards); focusable, so a keyboard can scroll it.
    <Table tabIndex={0} aria-labelledby="admin-tx-title">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Category</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Balance After</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((t) => (
          <TableRow key={t.id}>
            <TableCell className="whitespace-nowrap">
              {formatLagosDateTimeUs(t.created_at)}
            </TableCell>
            <TableCell>
              <div className="grid">
                <span className="font-medium">
                  <CustomerLink userId={t.user_id}>{t.user_name || 'No Name'}</CustomerLink>
                </span>
                <span className="text-xs text-muted-foreground">{t.user_email}</span>
              </div>
            </TableCell>
            <TableCell>
              <div className="grid">
                <span className="font-mono text-xs">{t.reference}</span>
                {t.description && (
                  <span className="text-xs text-muted-foreground">{t.description}</span>
                )}
              </div>
            </TableCell>
            <TableCell>{t.type === 'credit' ? 'Credit' : 'Debit'}</TableCell>
            <TableCell>{t.category.replaceAll('_', ' ')}</TableCell>
            <TableCell
              className={
                t.amount > 0
                  ? 'text-right font-medium text-green-700 tabular-nums'
                  : 'text-right font-medium text-red-700 tabular-nums'
              }
            >
              {formatMoney(t.amount, t.currency, { signed: true })}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(t.balance_after, t.currency)}
            </TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[t.status] ?? 'muted'}>{capitalise(t.status)}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
