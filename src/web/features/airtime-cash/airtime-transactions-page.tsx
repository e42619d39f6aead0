import { Loader2Icon, SmartphoneIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AirtimeCashStatus } from '#shared/schemas/airtime-cash.ts';
import { PageHeading } from '#web/components/page-heading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useAirtimeCashList } from './api/get-airtime-cash.ts';
import { AirtimeCashCard } from './components/airtime-cash-card.tsx';
import { AirtimeCashToolbar } from './components/airtime-cash-toolbar.tsx';

/** /airtime-transactions: the user's airtime to cash requests; back goes to the previous page. */
export function AirtimeTransactionsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AirtimeCashStatus | undefined>();
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAirtimeCashList({ q, status });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = search.trim() !== '' || status !== undefined;

  return (
    <main className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Airtime Transactions · Owo</title>
      <PageHeading title="Airtime Transactions" description="Your airtime to cash conversions" />
      <AirtimeCashToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
      />
      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 p-12">
          <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
          <span className="text-muted-foreground">Loading transactions...</span>
        </div>
      ) : list.isError && !list.data ? (
        <div role="alert" className="flex flex-col items-center gap-3 p-12 text-center">
          <p className="font-medium text-destructive">Failed to load transactions</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card p-12 text-center shadow-sm">
          <span className="grid size-12 place-items-center rounded-full bg-muted">
            <SmartphoneIcon className="size-6 text-muted-foreground" aria-hidden="true" />
          </span>
          <p className="font-medium">
            {filtered ? 'No transactions found' : 'No airtime transactions yet'}
          </p>
          <p className="text-sm text-muted-foreground">
            {filtered
              ? 'Try adjusting your search or filter'
              : 'Convert your airtime to cash and it will appear here'}
          </p>
          {!filtered && (
            <Button asChild className="mt-2">
              <Link to="/airtime-to-cash">Convert Airtime</Link>
            </Button>
          )}
        </div>
      ) : (
        <section
          aria-label="Airtime transactions"
          aria-busy={list.isPlaceholderData}
          className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
        >
          <ul className="grid gap-3">
            {items.map((r) => (
              <AirtimeCashCard key={r.id} request={r} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Load More'}
            </Button>
          )}
        </section>
      )}
    </main>
  );
}
