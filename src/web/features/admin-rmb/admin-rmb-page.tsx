import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ADMIN_RMB_MESSAGES,
  type AdminRmbPurchase,
  type RmbPlatform,
  type RmbStatus,
} from '#shared/schemas/rmb.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useDebouncedValue } from '#web/features/admin-transactions/hooks/use-debounced-value.ts';
import { cn } from '#web/lib/cn.ts';
import { notify } from '#web/lib/toast.ts';
import { useAdminRmb } from './api/admin-rmb.ts';
import { RmbCards } from './components/rmb-cards.tsx';
import { RmbDetailDialog } from './components/rmb-detail-dialog.tsx';
import { RmbFilters } from './components/rmb-filters.tsx';
import { RmbStats } from './components/rmb-stats.tsx';
import { RmbTable } from './components/rmb-table.tsx';

/** /olorioko001/rmb: every user's RMB purchases, with the QR code and Process. */
export function AdminRmbPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RmbStatus | undefined>();
  const [platform, setPlatform] = useState<RmbPlatform | undefined>();
  const [open, setOpen] = useState<AdminRmbPurchase | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminRmb({ q, status, platform });
  const purchases = list.data?.pages.flatMap((p) => p.items) ?? [];
  const stats = list.data?.pages[0]?.stats;
  const refreshing = list.isFetching && !list.isFetchingNextPage;

  useEffect(() => {
    if (list.isError) notify.error('Error', ADMIN_RMB_MESSAGES.loadFailed);
  }, [list.isError]);

  return (
    <AdminPage
      title="RMB Transactions"
      description="Naira paid for RMB sent to Alipay and WeChat Pay recipients"
      actions={
        <Button variant="outline" onClick={() => void list.refetch()} disabled={refreshing}>
          <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <RmbStats stats={stats} />
      <RmbFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        platform={platform}
        onPlatformChange={setPlatform}
        stats={stats}
      />
      <section
        className={cn(
          'min-w-0 rounded-xl border bg-card shadow-sm transition-opacity',
          list.isPlaceholderData && 'opacity-60',
        )}
        aria-labelledby="admin-rmb-title"
        aria-busy={list.isPlaceholderData}
      >
        <h2 id="admin-rmb-title" className="border-b p-4 text-lg font-semibold">
          Transactions ({purchases.length}
          {list.hasNextPage ? '+' : ''})
        </h2>
        {list.isPending ? (
          <p role="status" className="p-6 text-center text-muted-foreground">
            Loading RMB transactions...
          </p>
        ) : list.isError && !list.data ? (
          <div className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">{ADMIN_RMB_MESSAGES.loadFailed}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : purchases.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No RMB transactions found</p>
        ) : (
          <>
            <div className="hidden lg:block">
              <RmbTable purchases={purchases} onOpen={setOpen} />
            </div>
            <div className="lg:hidden">
              <RmbCards purchases={purchases} onOpen={setOpen} />
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
      <RmbDetailDialog
        purchase={open}
        onOpenChange={(next) => !next && setOpen(null)}
        onProcessed={setOpen}
      />
    </AdminPage>
  );
}
