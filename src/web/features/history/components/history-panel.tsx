import { BarChart3Icon } from 'lucide-react';
import { Suspense } from 'react';
import type { Currency } from '#shared/constants.ts';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { LoadError } from '#web/components/load-error.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type HistoryPeriod, useHistory } from '../api/get-history.ts';
import { PeriodCards } from './period-cards.tsx';

// recharts is heavy: it loads with this page only, after the figures.
const HistoryChart = lazyNamed(() => import('./history-chart.tsx'), 'HistoryChart');

export function HistoryPanel({
  period,
  currency,
}: {
  period: HistoryPeriod;
  currency: Currency | null;
}) {
  const history = useHistory(period, currency);

  if (!currency || history.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading history">
        <Skeleton className="h-80 rounded-xl" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      </div>
    );
  }
  if (history.isError) {
    return <LoadError text="Failed to load history" onRetry={() => void history.refetch()} />;
  }
  const { buckets } = history.data;
  if (buckets.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
        <BarChart3Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No history yet</p>
        <p className="text-sm text-muted-foreground">
          Your income, expenses and savings in {currency} will appear here once you have
          transactions.
        </p>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Income vs Expenses</CardTitle>
          <CardDescription>
            {period === 'monthly' ? 'Per month' : 'Per year'}, in your {currency} wallet
          </CardDescription>
        </CardHeader>
        <CardContent className="px-2 sm:px-6">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <HistoryChart buckets={buckets} currency={currency} />
          </Suspense>
        </CardContent>
      </Card>
      <section aria-labelledby={`${period}-heading`} className="grid gap-4">
        <h2 id={`${period}-heading`} className="text-lg font-semibold">
          {period === 'monthly' ? 'Monthly breakdown' : 'Yearly summary'}
        </h2>
        <PeriodCards buckets={buckets} currency={currency} period={period} />
      </section>
    </div>
  );
}
