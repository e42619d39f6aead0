import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_LOAN_MESSAGES, type AdminLoan, type LoanStatus } from '#shared/schemas/loans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useDebouncedValue } from '#web/features/admin-transactions/hooks/use-debounced-value.ts';
import { cn } from '#web/lib/cn.ts';
import { notify } from '#web/lib/toast.ts';
import { useAdminLoans } from './api/admin-loans.ts';
import { LoanCards } from './components/loan-cards.tsx';
import { LoanStats } from './components/loan-stats.tsx';
import { LoansFilters } from './components/loans-filters.tsx';
import { LoansTable } from './components/loans-table.tsx';
import { ReviewDialog } from './components/review-dialog.tsx';

/** /olorioko001/loans: every business loan application, with Review. */
export function AdminLoansPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LoanStatus | undefined>();
  const [open, setOpen] = useState<AdminLoan | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminLoans({ q, status });
  const loans = list.data?.pages.flatMap((p) => p.items) ?? [];
  const stats = list.data?.pages[0]?.stats;
  const refreshing = list.isFetching && !list.isFetchingNextPage;

  useEffect(() => {
    if (list.isError) notify.error('Error', ADMIN_LOAN_MESSAGES.loadFailed);
  }, [list.isError]);

  return (
    <AdminPage
      title="Loan Management"
      description="Business loan applications: review, approve or reject, and disburse"
      actions={
        <Button variant="outline" onClick={() => void list.refetch()} disabled={refreshing}>
          <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <LoanStats stats={stats} />
      <LoansFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        stats={stats}
      />
      <section
        className={cn(
          'min-w-0 rounded-xl border bg-card shadow-sm transition-opacity',
          list.isPlaceholderData && 'opacity-60',
        )}
        aria-labelledby="admin-loans-title"
        aria-busy={list.isPlaceholderData}
      >
        <h2 id="admin-loans-title" className="border-b p-4 text-lg font-semibold">
          Applications ({loans.length}
          {list.hasNextPage ? '+' : ''})
        </h2>
        {list.isPending ? (
          <p role="status" className="p-6 text-center text-muted-foreground">
            Loading loans...
          </p>
        ) : list.isError && !list.data ? (
          <div className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">{ADMIN_LOAN_MESSAGES.loadFailed}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : loans.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No loan applications found</p>
        ) : (
          <>
            <div className="hidden lg:block">
              <LoansTable loans={loans} onOpen={setOpen} />
            </div>
            <div className="lg:hidden">
              <LoanCards loans={loans} onOpen={setOpen} />
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
      <ReviewDialog loan={open} onOpenChange={(next) => !next && setOpen(null)} />
    </AdminPage>
  );
}
