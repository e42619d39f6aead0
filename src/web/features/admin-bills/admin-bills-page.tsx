import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import type { BillService, BillStatus } from '#shared/schemas/bills.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAdminBills } from './api/admin-bills.ts';
import { BillCards } from './components/bill-cards.tsx';
import { BillStats } from './components/bill-stats.tsx';
import { BillsFilters } from './components/bills-filters.tsx';
import { BillsTable } from './components/bills-table.tsx';
import { useDebouncedValue } from './lib/use-debounced-value.ts';

/** /olorioko001/bills: every user's bill payments, with Process on the pending ones. */
export function AdminBillsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BillStatus | undefined>();
  const [service, setService] = useState<BillService | undefined>();
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminBills({ q, status, service });
  const bills = list.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = list.data?.pages[0]?.counts;
  const refreshing = list.isFetching && !list.isFetchingNextPage;

  return (
    <AdminPage
      title="Bills Management"
      description="Airtime, data, electricity and cable TV payments through VTpass"
      actions={
        <Button variant="outline" onClick={() => void list.refetch()} disabled={refreshing}>
          <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <BillStats counts={counts} />
      <BillsFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        service={service}
        onServiceChange={setService}
        counts={counts}
      />
      <section
        className={cn(
          'min-w-0 rounded-xl border bg-card shadow-sm transition-opacity',
          list.isPlaceholderData && 'opacity-60',
        )}
        aria-labelledby="admin-bills-title"
        aria-busy={list.isPlaceholderData}
      >
        <h2 id="admin-bills-title" className="border-b p-4 text-lg font-semibold">
          Bills ({bills.length}
          {list.hasNextPage ? '+' : ''})
        </h2>
        {list.isPending ? (
          <p role="status" className="p-6 text-center text-muted-foreground">
            Loading bills...
          </p>
        ) : list.isError && !list.data ? (
          <div className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">Failed to load bills. Please try again.</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : bills.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No bills found</p>
        ) : (
          <>
            <div className="hidden lg:block">
              <BillsTable bills={bills} />
            </div>
            <div className="lg:hidden">
              <BillCards bills={bills} />
            </div>
          </>
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
