import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_WITHDRAW_MESSAGES,
  type AdminWithdrawal,
  type WithdrawalStatus,
} from '#shared/schemas/withdrawals.ts';
import { TableOrCards } from '#web/components/responsive-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useDebouncedValue } from '#web/features/admin-transactions/hooks/use-debounced-value.ts';
import { cn } from '#web/lib/cn.ts';
import { useAdminWithdrawals } from './api/admin-withdrawals.ts';
import { ProcessDialog } from './components/process-dialog.tsx';
import { WithdrawalCards } from './components/withdrawal-cards.tsx';
import { WithdrawalStats } from './components/withdrawal-stats.tsx';
import { WithdrawalsFilters } from './components/withdrawals-filters.tsx';
import { WithdrawalsTable } from './components/withdrawals-table.tsx';

/** /olorioko001/withdrawals: every user's bank withdrawals, with Process on the pending ones. */
export function AdminWithdrawalsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WithdrawalStatus | undefined>();
  const [processing, setProcessing] = useState<AdminWithdrawal | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminWithdrawals({ q, status });
  const withdrawals = list.data?.pages.flatMap((p) => p.items) ?? [];
  const stats = list.data?.pages[0]?.stats;
  const refreshing = list.isFetching && !list.isFetchingNextPage;

  return (
    <AdminPage
      title="Withdrawals Management"
      description="Bank withdrawals waiting for approval, and their payouts through Paystack"
      actions={
        <Button variant="outline" onClick={() => void list.refetch()} disabled={refreshing}>
          <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <WithdrawalStats stats={stats} />
      <WithdrawalsFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
      />
      <section
        className={cn(
          'min-w-0 rounded-xl border bg-card shadow-sm transition-opacity',
          list.isPlaceholderData && 'opacity-60',
        )}
        aria-labelledby="admin-withdrawals-title"
        aria-busy={list.isPlaceholderData}
      >
        <h2 id="admin-withdrawals-title" className="border-b p-4 text-lg font-semibold">
          Withdrawals ({withdrawals.length}
          {list.hasNextPage ? '+' : ''})
        </h2>
        {list.isPending ? (
          <p role="status" className="p-6 text-center text-muted-foreground">
            Loading withdrawals...
          </p>
        ) : list.isError && !list.data ? (
          <div role="alert" className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">{ADMIN_WITHDRAW_MESSAGES.loadFailed}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : withdrawals.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No withdrawals found</p>
        ) : (
          <TableOrCards
            table={<WithdrawalsTable withdrawals={withdrawals} onProcess={setProcessing} />}
            cards={<WithdrawalCards withdrawals={withdrawals} onProcess={setProcessing} />}
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
      <ProcessDialog
        key={processing?.id}
        withdrawal={processing}
        onClose={() => setProcessing(null)}
      />
    </AdminPage>
  );
}
