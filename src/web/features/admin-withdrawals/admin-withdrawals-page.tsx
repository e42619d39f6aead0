import { useState } from 'react';
import {
  ADMIN_WITHDRAW_MESSAGES,
  type AdminWithdrawal,
  WITHDRAWAL_STATUSES,
} from '#shared/schemas/withdrawals.ts';
import { AdminListSection } from '#web/components/admin-list/admin-list-section.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { RefreshButton } from '#web/components/admin-list/refresh-button.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { WITHDRAWAL_STATUS_LABELS } from '#web/features/withdraw/withdrawal-status-badge.tsx';
import { useAdminWithdrawals } from './api/admin-withdrawals.ts';
import { ProcessDialog } from './components/process-dialog.tsx';
import { WithdrawalCards } from './components/withdrawal-cards.tsx';
import { WithdrawalStats } from './components/withdrawal-stats.tsx';
import { WithdrawalsTable } from './components/withdrawals-table.tsx';

/** /olorioko001/withdrawals: every user's bank withdrawals, with Process on the pending ones. */
export function AdminWithdrawalsPage() {
  const { list, items, first, search, filter } = useAdminList(useAdminWithdrawals, {});
  const [processing, setProcessing] = useState<AdminWithdrawal | null>(null);

  return (
    <AdminPage
      title="Withdrawals Management"
      description="Bank withdrawals waiting for approval, and their payouts through Paystack"
      actions={<RefreshButton list={list} />}
    >
      <WithdrawalStats stats={first?.stats} />
      <FilterBar
        search={
          <SearchBox
            label="Search withdrawals"
            placeholder="Search by reference, account number, account name, user or email..."
            {...search}
          />
        }
      >
        <FilterSelect
          label="Filter by status"
          all="All statuses"
          options={WITHDRAWAL_STATUSES}
          names={WITHDRAWAL_STATUS_LABELS}
          className="md:w-48"
          {...filter('status')}
        />
      </FilterBar>
      <AdminListSection
        id="admin-withdrawals-title"
        title="Withdrawals"
        list={list}
        rows={items.length}
        loading="Loading withdrawals..."
        failed={{ text: ADMIN_WITHDRAW_MESSAGES.loadFailed }}
        empty="No withdrawals found"
        table={<WithdrawalsTable withdrawals={items} onProcess={setProcessing} />}
        cards={<WithdrawalCards withdrawals={items} onProcess={setProcessing} />}
      />
      <ProcessDialog
        key={processing?.id}
        withdrawal={processing}
        onClose={() => setProcessing(null)}
      />
    </AdminPage>
  );
}
