import { useState } from 'react';
import {
  ADMIN_RMB_MESSAGES,
  type AdminRmbPurchase,
  RMB_PLATFORM_NAMES,
  RMB_PLATFORMS,
  RMB_STATUSES,
} from '#shared/schemas/rmb.ts';
import { AdminListSection } from '#web/components/admin-list/admin-list-section.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { RefreshButton } from '#web/components/admin-list/refresh-button.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { RMB_STATUS_LABELS } from '#web/features/buy-rmb/rmb-status-badge.tsx';
import { useAdminRmb } from './api/admin-rmb.ts';
import { RmbCards } from './components/rmb-cards.tsx';
import { RmbDetailDialog } from './components/rmb-detail-dialog.tsx';
import { RmbStats } from './components/rmb-stats.tsx';
import { RmbTable } from './components/rmb-table.tsx';

/** /olorioko001/rmb: every user's RMB purchases, with the QR code and Process. */
export function AdminRmbPage() {
  const { list, items: purchases, first, search, filter } = useAdminList(useAdminRmb, {});
  const [open, setOpen] = useState<AdminRmbPurchase | null>(null);
  const stats = first?.stats;

  return (
    <AdminPage
      title="RMB Transactions"
      description="Naira paid for RMB sent to Alipay and WeChat Pay recipients"
      actions={<RefreshButton list={list} />}
    >
      <RmbStats stats={stats} />
      <FilterBar
        search={
          <SearchBox
            label="Search RMB transactions"
            placeholder="Search by reference, recipient, name or email..."
            {...search}
          />
        }
      >
        <FilterSelect
          label="Filter by status"
          all="All statuses"
          options={RMB_STATUSES}
          names={RMB_STATUS_LABELS}
          counts={stats}
          className="md:w-44"
          {...filter('status')}
        />
        <FilterSelect
          label="Filter by platform"
          all="All platforms"
          options={RMB_PLATFORMS}
          names={RMB_PLATFORM_NAMES}
          className="md:w-44"
          {...filter('platform')}
        />
      </FilterBar>
      <AdminListSection
        id="admin-rmb-title"
        title="Transactions"
        list={list}
        rows={purchases.length}
        loading="Loading RMB transactions..."
        failed={{ text: ADMIN_RMB_MESSAGES.loadFailed, toast: true }}
        empty="No RMB transactions found"
        table={<RmbTable purchases={purchases} onOpen={setOpen} />}
        cards={<RmbCards purchases={purchases} onOpen={setOpen} />}
      />
      <RmbDetailDialog
        purchase={open}
        onOpenChange={(next) => !next && setOpen(null)}
        onProcessed={setOpen}
      />
    </AdminPage>
  );
}
