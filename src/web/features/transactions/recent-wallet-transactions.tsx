import { ReceiptTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CURRENCY_INFO, type Currency, WALLETS_RECENT_COUNT } from '#shared/constants.ts';
import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { HIDDEN_AMOUNT } from '#web/features/profile/show-balance.ts';
import { cn } from '#web/lib/cn.ts';
import { useRecentTransactions } from './api/get-transactions.ts';
import { CategoryIcon } from './components/category-icon.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { signedAmount } from './components/transaction-row.tsx';
import { transactionTitle } from './lib/transaction-labels.ts';

/** The chosen wallet's 5 newest transactions, on the Wallets page. */
export function RecentWalletTransactions({
  currency,
  showAmounts,
}: {
  currency: Currency;
  showAmounts: boolean;
}) {
  const recent = useRecentTransactions(currency, WALLETS_RECENT_COUNT);
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
              <li key={t.id} className="flex items-center gap-3 px-6 py-3">
                <CategoryIcon category={t.category} credit={t.direction === 'credit'} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{transactionTitle(t)}</p>
                  <time dateTime={t.created_at} className="text-xs text-muted-foreground">
                    {formatLagosDateTimeUs(t.created_at)}
                  </time>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <p
                    className={cn(
                      'text-sm font-semibold tabular-nums',
                      t.direction === 'credit' && 'text-green-700',
                    )}
                  >
                    {showAmounts ? signedAmount(t) : HIDDEN_AMOUNT}
                  </p>
                  <StatusBadge status={t.status} />
                </div>
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
    </Card>
  );
}
