import { useState } from 'react';
import {
  ADMIN_WITHDRAW_MESSAGES,
  type AdminWithdrawal,
  WITHDRAWAL_STATUSES,
} from '#shared/schemas/withdrawals.ts';
import { AdminListPage } from '#web/components/admin-list/admin-list-page.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { WITHDRAWAL_STATUS_LABELS } from '#web/features/withdraw/withdrawal-status-badge.tsx';
import { useAdminWithdrawals } from './api/admin-withdrawals.ts';
import { ProcessDialog } from './components/process-dialog.tsx';
import { WithdrawalCards } from './components/withdrawal-cards.tsx';
import { WithdrawalStats } from './components/withdrawal-stats.tsx';
import { WithdrawalsTable } from './components/withdrawals-table.tsx';

/** /olorioko001/withdrawals: every user's bank withdrawals, with Process on the pending ones. */
export function AdminWithdrawalsPage() {
  const admin = useAdminList(useAdminWithdrawals, {});
  const [processing, setProcessing] = useState<AdminWithdrawal | null>(null);
  return (
    <AdminListPage
      admin={admin}
      exportPath="/api/admin/withdrawals"
      title="Withdrawals Management"
      description="Bank withdrawals waiting for approval, and their payouts through Paystack"
      stats={<WithdrawalStats stats={admin.first?.stats} />}
      search={{
        label: 'Search withdrawals',
        placeholder: 'Search by reference, account number, account name, user or email...',
      }}
      filters={{
        status: {
          all: 'All statuses',
          options: WITHDRAWAL_STATUSES,
          names: WITHDRAWAL_STATUS_LABELS,
        },
      }}
      filterWidth="md:w-48"
      texts={{
        id: 'admin-withdrawals-title',
        title: 'Withdrawals',
        loading: 'Loading withdrawals...',
        failed: { text: ADMIN_WITHDRAW_MESSAGES.loadFailed },
        empty: 'No withdrawals found',
      }}
      table={(items) => <WithdrawalsTable withdrawals={items} onProcess={setProcessing} />}
      cards={(items) => <WithdrawalCards withdrawals={items} onProcess={setProcessing} />}
    >
      <ProcessDialog
        key={processing?.id}
        withdrawal={processing}
        onClose={() => setProcessing(null)}
      />
    </AdminListPage>
  );
}
