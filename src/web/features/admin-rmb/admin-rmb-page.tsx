import { useState } from 'react';
import {
  ADMIN_RMB_MESSAGES,
  type AdminRmbPurchase,
  RMB_PLATFORM_NAMES,
  RMB_PLATFORMS,
  RMB_STATUSES,
} from '#shared/schemas/rmb.ts';
import { AdminListPage } from '#web/components/admin-list/admin-list-page.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { RMB_STATUS_LABELS } from '#web/features/buy-rmb/rmb-status-badge.tsx';
import { useAdminRmb } from './api/admin-rmb.ts';
import { RmbCards } from './components/rmb-cards.tsx';
import { RmbDetailDialog } from './components/rmb-detail-dialog.tsx';
import { RmbStats } from './components/rmb-stats.tsx';
import { RmbTable } from './components/rmb-table.tsx';

/** /olorioko001/rmb: every user's RMB purchases, with the QR code and Process. */
export function AdminRmbPage() {
  const admin = useAdminList(useAdminRmb, {});
  const [open, setOpen] = useState<AdminRmbPurchase | null>(null);
  const stats = admin.first?.stats;
  return (
    <AdminListPage
      admin={admin}
      exportPath="/api/admin/rmb"
      title="RMB Transactions"
      description="Naira paid for RMB sent to Alipay and WeChat Pay recipients"
      stats={<RmbStats stats={stats} />}
      search={{
        label: 'Search RMB transactions',
        placeholder: 'Search by reference, recipient, name or email...',
      }}
      filters={{
        status: {
          all: 'All statuses',
          options: RMB_STATUSES,
          names: RMB_STATUS_LABELS,
          counts: stats,
        },
        platform: { all: 'All platforms', options: RMB_PLATFORMS, names: RMB_PLATFORM_NAMES },
      }}
      texts={{
        id: 'admin-rmb-title',
        title: 'Transactions',
        loading: 'Loading RMB transactions...',
        failed: { text: ADMIN_RMB_MESSAGES.loadFailed, toast: true },
        empty: 'No RMB transactions found',
      }}
      table={(purchases) => <RmbTable purchases={purchases} onOpen={setOpen} />}
      cards={(purchases) => <RmbCards purchases={purchases} onOpen={setOpen} />}
    >
      <RmbDetailDialog
        purchase={open}
        onOpenChange={(next) => !next && setOpen(null)}
        onProcessed={setOpen}
      />
    </AdminListPage>
  );
}
