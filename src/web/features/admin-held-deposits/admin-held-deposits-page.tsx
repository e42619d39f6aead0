import { useState } from 'react';
import { HELD_STATUSES } from '#shared/schemas/bank-accounts.ts';
import { AdminListLayout } from '#web/components/admin-list/admin-list-page.tsx';
import { FilterSelect } from '#web/components/admin-list/list-filters.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { type HeldDepositStatus, useAdminHeldDeposits } from './api/admin-held-deposits.ts';
import { HeldDepositCards } from './components/held-deposit-cards.tsx';
import { HeldDepositsTable } from './components/held-deposits-table.tsx';
import { STATUS_LABELS } from './lib/format.ts';
import { HELD_TOASTS } from './lib/messages.ts';

/**
 * /olorioko001/held-deposits: money that reached a customer's own account or
 * card while their tier could not hold it; Release or Return the held ones.
 */
export function AdminHeldDepositsPage() {
  const { user: me } = useAuth();
  // The work waiting comes first: the held ones.
  const [status, setStatus] = useState<HeldDepositStatus | undefined>('held');
  const list = useAdminHeldDeposits({ status });
  return (
    <AdminListLayout
      title="Held Deposits"
      description="Deposits a customer's tier could not hold: release them to the wallet or return them to the sender"
      list={list}
      filters={
        <search className="grid md:justify-start">
          <FilterSelect
            label="Filter by status"
            all="All statuses"
            options={HELD_STATUSES}
            names={STATUS_LABELS}
            value={status}
            onChange={setStatus}
            className="md:w-48"
          />
        </search>
      }
      texts={{
        id: 'admin-held-title',
        title: 'Deposits',
        loading: 'Loading held deposits...',
        failed: { text: HELD_TOASTS.loadFailed },
        empty: status ? `No ${STATUS_LABELS[status].toLowerCase()} deposits` : 'No deposits found',
      }}
      items={list.data?.pages.flatMap((p) => p.items) ?? []}
      table={(items) => <HeldDepositsTable deposits={items} currentUserId={me?.id} />}
      cards={(items) => <HeldDepositCards deposits={items} currentUserId={me?.id} />}
    />
  );
}
