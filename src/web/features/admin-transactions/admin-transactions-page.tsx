import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { TableOrCards } from '#web/components/responsive-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  type AdminTransactionFilters,
  useAdminTransactionStats,
  useAdminTransactions,
} from './api/get-admin-transactions.ts';
import { AdminTransactionCards } from './components/admin-transaction-cards.tsx';
import { AdminTransactionsTable } from './components/admin-transactions-table.tsx';
import { TransactionStats } from './components/transaction-stats.tsx';
import { TransactionsFilters } from './components/transactions-filters.tsx';
import { useDebouncedValue } from './hooks/use-debounced-value.ts';

/** Wallet Transactions: every user's ledger transactions, with stats, search, filters and paging. */
export function AdminTransactionsPage() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Omit<AdminTransactionFilters, 'q'>>({});
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminTransactions({ ...filters, q });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const stats = useAdminTransactionStats();

  return (
    <AdminPage
      title="Wallet Transactions"
      description="Every user's wallet transactions"
      actions={
        <Button
          variant="outline"
          onClick={() => {
            void list.refetch();
            void stats.refetch();
          }}
          disabled={list.isFetching}
        >
          <RefreshCwIcon className={cn(list.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <TransactionStats stats={stats.data} />
      <TransactionsFilters
        search={search}
        onSearchChange={setSearch}
        filters={{ ...filters, q }}
        onChange={({ q: _q, ...rest }) => setFilters(rest)}
      />
      <section
        className="min-w-0 rounded-xl border bg-card shadow-sm"
        aria-labelledby="admin-tx-title"
      >
        <h2 id="admin-tx-title" className="border-b p-4 text-lg font-semibold">
          Transactions ({items.length}
          {list.hasNextPage ? '+' : ''})
        </h2>
        {list.isPending ? (
          <p className="p-6 text-center text-muted-foreground">Loading transactions...</p>
        ) : list.isError ? (
          <div className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">Failed to load transactions. Please try again.</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No transactions found</p>
        ) : (
          <TableOrCards
            table={<AdminTransactionsTable items={items} />}
            cards={<AdminTransactionCards items={items} />}
          />
        )}
        {list.hasNextPage && (
          <div className="border-t p-4 text-center">
            <Button
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </section>
    </AdminPage>
  );
}
