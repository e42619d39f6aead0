import { ChartColumnIcon, Loader2Icon, ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { PageHeading } from '#web/components/page-heading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { type TransactionFilter, useTransactions } from './api/get-transactions.ts';
import { InfiniteScrollSentinel } from './components/infinite-scroll-sentinel.tsx';
import { TransactionRow } from './components/transaction-row.tsx';
import { TransactionsToolbar } from './components/transactions-toolbar.tsx';
import { TransactionDetailsDialog } from './transaction-details-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 20;

/** /transactions, "History" in the navigation. */
export function TransactionsPage() {
  // A notification opens this list searched for its transaction (/transactions?q=…).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useTransactions({ q: q || undefined, type: filter, limit: PAGE_SIZE });
  const [open, setOpen] = useState<Transaction | null>(null);

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>Transactions · Owo</title>
      <PageHeading
        title="Transactions"
        description="Every payment in and out of your NGN, USD and CNY wallets."
        actions={
          // /history (income, expenses and savings by month) is reached from here,
          // where a customer looks for their history.
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to="/history">
              <ChartColumnIcon aria-hidden="true" />
              Monthly summary
            </Link>
          </Button>
        }
      />
      <TransactionsToolbar
        search={search}
        onSearchChange={setSearch}
        filter={filter}
        onFilterChange={setFilter}
      />
      <Card className="gap-0 overflow-hidden py-0">
        {list.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 p-12">
            <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
            <span className="text-muted-foreground">Loading transactions...</span>
          </div>
        ) : list.isError && !list.data ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center">
            <p className="font-medium text-destructive">Failed to load transactions</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-12 text-center">
            <ReceiptTextIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No transactions found</p>
            <p className="text-sm text-muted-foreground">Try adjusting your search or filter</p>
          </div>
        ) : (
          <>
            <ul aria-label="Transactions" className="divide-y">
              {items.map((t) => (
                <TransactionRow key={t.id} transaction={t} onOpen={setOpen} />
              ))}
            </ul>
            <InfiniteScrollSentinel
              hasMore={!!list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              pageCount={list.data?.pages.length ?? 0}
              failed={list.isFetchNextPageError}
            />
          </>
        )}
      </Card>
      <TransactionDetailsDialog transaction={open} onClose={() => setOpen(null)} />
    </main>
  );
}
