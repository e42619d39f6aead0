import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useDebouncedValue } from '#web/features/admin-transactions/hooks/use-debounced-value.ts';
import { cn } from '#web/lib/cn.ts';
import { type AuditFilters as Filters, useAuditLog } from './api/get-audit-log.ts';
import { AuditCards } from './components/audit-cards.tsx';
import { AuditFilters } from './components/audit-filters.tsx';
import { AuditTable } from './components/audit-table.tsx';

/** The audit log: every administrator's change, newest first, with filters and paging. */
export function AdminAuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const typed = useDebouncedValue(filters, 300);
  const log = useAuditLog({
    ...typed,
    actor: typed.actor?.trim(),
    action: typed.action?.trim(),
  });
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <AdminPage
      title="Audit Log"
      description="Every change an administrator made, with the record before and after"
      actions={
        <Button variant="outline" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCwIcon className={cn(log.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <AuditFilters filters={filters} onChange={setFilters} />
      <section
        className="min-w-0 rounded-xl border bg-card shadow-sm"
        aria-labelledby="audit-title"
      >
        <h2 id="audit-title" className="border-b p-4 text-lg font-semibold">
          Entries ({items.length}
          {log.hasNextPage ? '+' : ''})
        </h2>
        {log.isPending ? (
          <p className="p-6 text-center text-muted-foreground">Loading audit log...</p>
        ) : log.isError ? (
          <div className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">Failed to load the audit log</p>
            <Button variant="outline" onClick={() => void log.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No audit entries found</p>
        ) : (
          <>
            <div className="hidden lg:block">
              <AuditTable items={items} />
            </div>
            <div className="lg:hidden">
              <AuditCards items={items} />
            </div>
          </>
        )}
        {log.hasNextPage && (
          <div className="border-t p-4 text-center">
            <Button
              variant="outline"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </section>
    </AdminPage>
  );
}
