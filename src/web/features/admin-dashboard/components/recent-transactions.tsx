import { formatLagosShortDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminRecentTransaction } from '#shared/schemas/admin-stats.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { humanize } from '../lib/format.ts';
import { StatusPill } from './status-pill.tsx';

/** The five newest transactions customers made. */
export function RecentTransactions({ transactions }: { transactions: AdminRecentTransaction[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Transactions</CardTitle>
      </CardHeader>
      <CardContent>
        {transactions.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No transactions yet</p>
        ) : (
          <ul className="divide-y">
            {transactions.map((t) => (
              <li key={t.reference} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{humanize(t.kind)}</p>
                  <p className="truncate text-sm text-muted-foreground">{t.email ?? 'N/A'}</p>
                  <p className="truncate font-mono text-xs text-muted-foreground">{t.reference}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">
                    {formatMoney(t.amount, t.currency)}
                  </span>
                  <StatusPill status={t.status} />
                  <p className="text-xs text-muted-foreground">
                    {formatLagosShortDate(t.created_at)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
