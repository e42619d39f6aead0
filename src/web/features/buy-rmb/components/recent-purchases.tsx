import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { RmbIcon } from '#web/components/rmb-icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRmbPurchases } from '../api/get-rmb-purchases.ts';
import { PurchaseRow } from './purchase-row.tsx';

/** A purchase that failed gave the naira back: the balance on screen changes. */
function useRefreshOnRefund(failedIds: string[]) {
  const queryClient = useQueryClient();
  const before = useRef<string[] | null>(null);
  const key = failedIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text stands for the list
  useEffect(() => {
    if (before.current && failedIds.some((id) => !before.current?.includes(id)))
      for (const k of ['wallets', 'me', 'transactions'])
        void queryClient.invalidateQueries({ queryKey: [k] });
    before.current = failedIds;
  }, [key, queryClient]);
}

function Body() {
  const list = useRmbPurchases();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  useRefreshOnRefund(items.filter((p) => p.status === 'failed').map((p) => p.id));

  if (list.isPending)
    return (
      <ul aria-label="Loading purchases" className="grid gap-3">
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
        <p className="font-medium text-destructive">Failed to load purchases</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted">
          <RmbIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="font-medium">No purchases yet</p>
        <p className="text-sm text-muted-foreground">Your RMB purchases will appear here</p>
      </div>
    );
  return (
    <>
      <ul className="divide-y">
        {items.map((p) => (
          <PurchaseRow key={p.id} purchase={p} />
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

/** The user's purchases, newest first, with their status and, when failed, why. */
export function RecentPurchases() {
  return (
    <section
      aria-labelledby="recent-rmb-heading"
      className="h-fit min-w-0 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="recent-rmb-heading" className="mb-2 text-lg font-semibold">
        Recent Purchases
      </h2>
      <Body />
    </section>
  );
}
