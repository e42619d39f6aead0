import { ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CURRENCY_INFO, type Currency, WALLETS_RECENT_COUNT } from '#shared/constants.ts';
import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { cn } from '#web/lib/cn.ts';
import { useRecentTransactions } from './api/get-transactions.ts';
import { CategoryIcon } from './components/category-icon.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { signedAmount } from './lib/signed-amount.ts';
import { transactionTitle } from './lib/transaction-labels.ts';
import { TransactionDetailsDialog } from './transaction-details-dialog.tsx';

/** The chosen wallet's 5 newest transactions, on the Wallets page. */
export function RecentWalletTransactions({ currency }: { currency: Currency }) {
  const recent = useRecentTransactions(currency, WALLETS_RECENT_COUNT);
  const mask = useMoneyMask();
  const [open, setOpen] = useState<Transaction | null>(null);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Recent Transactions</CardTitle>
        <CardDescription>
          Latest activity in your {CURRENCY_INFO[currency].name} wallet
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {recent.isPending ? (
          <div className="grid gap-4 px-6" role="status" aria-label="Loading transactions">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
                <Skeleton className="h-4 w-16" />
              </div>
            ))}
          </div>
        ) : recent.isError ? (
          <div className="flex flex-col items-center gap-3 px-6 py-6 text-center">
            <p className="font-medium text-destructive">Failed to load transactions</p>
            <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
              Try again
            </Button>
          </div>
        ) : recent.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
            <ReceiptTextIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No transactions yet</p>
            <p className="text-sm text-muted-foreground">
              Transactions in this wallet will appear here
            </p>
          </div>
        ) : (
          <ul aria-label={`Recent ${currency} transactions`} className="divide-y">
            {recent.data.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  onClick={() => setOpen(t)}
                  aria-haspopup="dialog"
                  className="flex w-full items-center gap-3 px-6 py-3 text-left outline-none hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  <CategoryIcon category={t.category} credit={t.direction === 'credit'} />
                  <span className="block min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">
                      {transactionTitle(t)}
                    </span>
                    <time dateTime={t.created_at} className="text-xs text-muted-foreground">
                      {formatLagosDateTimeUs(t.created_at)}
                    </time>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <span
                      className={cn(
                        'text-sm font-semibold tabular-nums',
                        t.direction === 'credit' && 'text-green-700',
                      )}
                    >
                      {mask(signedAmount(t))}
                    </span>
                    <StatusBadge status={t.status} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <div className="px-6">
        <Button variant="outline" className="w-full" asChild>
          <Link to="/transactions">View All Transactions</Link>
        </Button>
      </div>
      <TransactionDetailsDialog transaction={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
