import { useQueryClient } from '@tanstack/react-query';
import { ReceiptIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useBills } from '../api/get-bills.ts';
import { BillRow } from './bill-row.tsx';

/** When a pending bill turns final, its money settled or came back: balances change. */
function useRefreshOnSettled(pendingIds: string[]) {
  const queryClient = useQueryClient();
  const before = useRef<string[]>([]);
  const key = pendingIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text stands for the list
  useEffect(() => {
    const now = new Set(pendingIds);
    if (before.current.some((id) => !now.has(id)))
      for (const k of ['wallets', 'me', 'transactions', 'notifications'])
        void queryClient.invalidateQueries({ queryKey: [k] });
    before.current = pendingIds;
  }, [key, queryClient]);
}

function Body({ onOpen }: { onOpen: (id: string) => void }) {
  const bills = useBills();
  const items = bills.data?.pages.flatMap((p) => p.items) ?? [];
  useRefreshOnSettled(items.filter((b) => b.status === 'pending').map((b) => b.id));

  if (bills.isPending)
    return (
      <ul aria-label="Loading transactions" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-8 flex-1" />
          </li>
        ))}
      </ul>
    );
  if (bills.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="font-medium text-destructive">Failed to load transactions</p>
        <Button variant="outline" size="sm" onClick={() => void bills.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted">
          <ReceiptIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="font-medium">No transactions yet</p>
        <p className="text-sm text-muted-foreground">Your bill payments will appear here</p>
      </div>
    );
  return (
    <>
      <ul className="divide-y">
        {items.map((b) => (
          <BillRow key={b.id} bill={b} onOpen={onOpen} />
        ))}
      </ul>
      {bills.hasNextPage && (
        <Button
          variant="outline"
          className="mt-3 w-full"
          onClick={() => void bills.fetchNextPage()}
          disabled={bills.isFetchingNextPage}
        >
          {bills.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </Button>
      )}
    </>
  );
}

/** The user's bills, newest first, five at a time. */
export function RecentBills({ onOpen }: { onOpen: (id: string) => void }) {
  return (
    <section
      aria-labelledby="recent-bills-heading"
      className="h-fit rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="recent-bills-heading" className="mb-2 text-lg font-semibold">
        Recent Transactions
      </h2>
      <Body onOpen={onOpen} />
    </section>
  );
}
