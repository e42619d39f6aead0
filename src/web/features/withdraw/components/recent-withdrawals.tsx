import { useQueryClient } from '@tanstack/react-query';
import { LandmarkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { WithdrawalRow } from './withdrawal-row.tsx';

/** A withdrawal that failed or came back returned its money: balances change. */
function useRefreshOnReturned(openIds: string[]) {
  const queryClient = useQueryClient();
  const before = useRef<string[]>([]);
  const key = openIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text stands for the list
  useEffect(() => {
    const now = new Set(openIds);
    if (before.current.some((id) => !now.has(id)))
      for (const k of ['wallets', 'me', 'transactions', 'notifications'])
        void queryClient.invalidateQueries({ queryKey: [k] });
    before.current = openIds;
  }, [key, queryClient]);
}

function Body() {
  const list = useWithdrawals();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  useRefreshOnReturned(
    items.filter((w) => w.status === 'pending' || w.status === 'processing').map((w) => w.id),
  );

  if (list.isPending)
    return (
      <ul aria-label="Loading withdrawals" className="grid gap-3 py-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-8 flex-1" />
          </li>
        ))}
      </ul>
    );
  if (list.isError && !list.data)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="font-medium text-destructive">Failed to load withdrawals</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted">
          <LandmarkIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="font-medium">No withdrawals yet</p>
        <p className="text-sm text-muted-foreground">Your bank withdrawals will appear here</p>
      </div>
    );
  return (
    <>
      <ul className="divide-y">
        {items.map((w) => (
          <WithdrawalRow key={w.id} withdrawal={w} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="mt-3 w-full"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </Button>
      )}
    </>
  );
}

/** The user's bank withdrawals, newest first. */
export function RecentWithdrawals() {
  return (
    <section
      aria-labelledby="recent-withdrawals-heading"
      className="h-fit rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="recent-withdrawals-heading" className="mb-1 text-lg font-semibold">
        Recent Withdrawals
      </h2>
      <Body />
    </section>
  );
}
