import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TransactionDetailsDialog } from '#web/features/transactions/transaction-details-dialog.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { useRecentTransactions } from '../api/get-recent-transactions.ts';
import { TransactionRow } from './transaction-row.tsx';

function Body() {
  const recent = useRecentTransactions();
  const mask = useMoneyMask();
  const [open, setOpen] = useState<Transaction | null>(null);
  if (recent.isPending)
    return (
      <ul aria-label="Loading transactions" className="divide-y">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3 py-3" data-testid="transaction-skeleton">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3 w-20" />
            </div>
            <Skeleton className="h-4 w-16" />
          </li>
        ))}
      </ul>
    );
  if (recent.isError)
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
        <p className="font-medium text-destructive">Failed to load transactions</p>
        <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (recent.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted">
          <ReceiptIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="font-medium">No transactions yet</p>
        <p className="text-sm text-muted-foreground">Your recent transactions will appear here</p>
      </div>
    );
  return (
    <>
      <ul className="divide-y">
        {recent.data.map((tx) => (
          <TransactionRow key={tx.id} tx={tx} mask={mask} onOpen={setOpen} />
        ))}
      </ul>
      <TransactionDetailsDialog transaction={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** Recent Transactions, "Last 7 days", five rows and View All. */
export function RecentTransactions() {
  return (
    <section
      aria-labelledby="recent-heading"
      className="flex flex-col rounded-2xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="recent-heading" className="text-lg font-semibold">
            Recent Transactions
          </h2>
          <p className="text-sm text-muted-foreground">Last 7 days</p>
        </div>
        <Button asChild variant="ghost" size="sm" className="text-primary">
          <Link to="/transactions">View All</Link>
        </Button>
      </div>
      <div className="mt-2">
        <Body />
      </div>
    </section>
  );
}
