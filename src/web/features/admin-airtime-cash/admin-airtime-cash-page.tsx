import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import {
  type AirtimeCashStatus,
  type AirtimeNetwork,
  ADMIN_AIRTIME_CASH_MESSAGES as M,
} from '#shared/schemas/airtime-cash.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAdminAirtimeCash } from './api/admin-airtime-cash.ts';
import { AirtimeCashCards } from './components/airtime-cash-cards.tsx';
import { AirtimeCashFilters } from './components/airtime-cash-filters.tsx';
import { AirtimeCashStats } from './components/airtime-cash-stats.tsx';
import { AirtimeCashTable } from './components/airtime-cash-table.tsx';
import { useDebouncedValue } from './lib/use-debounced-value.ts';

/** /olorioko001/airtime-cash: every user's airtime to cash requests, Approve or Deny the pending. */
export function AdminAirtimeCashPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AirtimeCashStatus | undefined>();
  const [network, setNetwork] = useState<AirtimeNetwork | undefined>();
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminAirtimeCash({ q, status, network });
  const requests = list.data?.pages.flatMap((p) => p.items) ?? [];
  const stats = list.data?.pages[0]?.stats;
  const refreshing = list.isFetching && !list.isFetchingNextPage;

  return (
    <AdminPage
      title="Airtime to Cash"
      description="Approve a request once its airtime has arrived: the user's NGN wallet is credited"
      actions={
        <Button variant="outline" onClick={() => void list.refetch()} disabled={refreshing}>
          <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <AirtimeCashStats stats={stats} />
      <AirtimeCashFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        network={network}
        onNetworkChange={setNetwork}
      />
      <section
        className={cn(
          'min-w-0 rounded-xl border bg-card shadow-sm transition-opacity',
          list.isPlaceholderData && 'opacity-60',
        )}
        aria-labelledby="admin-airtime-title"
        aria-busy={list.isPlaceholderData}
      >
        <h2 id="admin-airtime-title" className="border-b p-4 text-lg font-semibold">
          Requests ({requests.length}
          {list.hasNextPage ? '+' : ''})
        </h2>
        {list.isPending ? (
          <p role="status" className="p-6 text-center text-muted-foreground">
            Loading requests...
          </p>
        ) : list.isError && !list.data ? (
          <div role="alert" className="grid justify-items-center gap-3 p-6 text-center">
            <p className="font-medium">{M.loadFailedTitle}</p>
            <p className="text-muted-foreground">{M.loadFailed}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : requests.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No airtime requests found</p>
        ) : (
          <>
            <div className="hidden lg:block">
              <AirtimeCashTable requests={requests} />
            </div>
            <div className="lg:hidden">
              <AirtimeCashCards requests={requests} />
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
