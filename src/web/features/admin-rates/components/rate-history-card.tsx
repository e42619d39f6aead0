import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRateHistory } from '../api/get-rate-history.ts';
import { describeRateChange } from '../lib/rate-history.ts';

/**
 * Every change of an exchange rate, newest first: the pair, before -> after,
 * who and when (Lagos time). A stack of lines on a phone, four columns on a
 * desktop; long e-mails wrap rather than push the page sideways.
 */
export function RateHistoryCard() {
  const history = useRateHistory();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card role="region" aria-labelledby="rate-history-title">
      <CardHeader>
        <CardTitle id="rate-history-title">Rate history</CardTitle>
        <CardDescription>
          Every change of an exchange rate, newest first (Lagos time)
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isError ? (
          <LoadError text="Failed to load rate history" onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No rate changes yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Rate changes">
            {items.map((item) => {
              const line = describeRateChange(item);
              return (
                <li
                  key={item.id}
                  className="grid min-w-0 gap-1 py-3 lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,16rem)_11rem] lg:items-center lg:gap-4"
                >
                  <span className="font-medium">{line.pair}</span>
                  <span className="tabular-nums [overflow-wrap:anywhere]">{line.change}</span>
                  <span className="min-w-0 text-sm">
                    <span className="block [overflow-wrap:anywhere]">{line.who}</span>
                    {line.email && (
                      <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">
                        {line.email}
                      </span>
                    )}
                  </span>
                  <time dateTime={item.changed_at} className="text-sm text-muted-foreground">
                    {line.when}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
        {history.hasNextPage && (
          <div className="mt-3 flex justify-center">
            <Button
              variant="outline"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
