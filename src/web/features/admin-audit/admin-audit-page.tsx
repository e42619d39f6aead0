import { useState } from 'react';
import { AdminListLayout } from '#web/components/admin-list/admin-list-page.tsx';
import { SEARCH_DEBOUNCE_MS } from '#web/components/admin-list/use-admin-list.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { type AuditFilters as Filters, useAuditLog } from './api/get-audit-log.ts';
import { AuditCards } from './components/audit-cards.tsx';
import { AuditFilters } from './components/audit-filters.tsx';
import { AuditTable } from './components/audit-table.tsx';

/** The audit log: every administrator's change, newest first, with filters and paging. */
export function AdminAuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const typed = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const asked = { ...typed, actor: typed.actor?.trim(), action: typed.action?.trim() };
  const log = useAuditLog(asked);
  return (
    <AdminListLayout
      title="Audit Log"
      description="Every change an administrator made, with the record before and after"
      list={log}
      searching={typed !== filters}
      exportCsv={{ path: '/api/admin/audit-log', filters: asked }}
      filters={<AuditFilters filters={filters} onChange={setFilters} />}
      texts={{
        id: 'audit-title',
        title: 'Entries',
        loading: 'Loading audit log...',
        failed: { text: 'Failed to load the audit log' },
        empty: 'No audit entries found',
      }}
      items={log.data?.pages.flatMap((p) => p.items) ?? []}
      table={(items) => <AuditTable items={items} />}
      cards={(items) => <AuditCards items={items} />}
    />
  );
}
