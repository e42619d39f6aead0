import {
  AIRTIME_CASH_STATUSES,
  AIRTIME_NETWORKS,
  ADMIN_AIRTIME_CASH_MESSAGES as M,
} from '#shared/schemas/airtime-cash.ts';
import { AdminListPage } from '#web/components/admin-list/admin-list-page.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { useAdminAirtimeCash } from './api/admin-airtime-cash.ts';
import { AirtimeCashCards } from './components/airtime-cash-cards.tsx';
import { AirtimeCashStats } from './components/airtime-cash-stats.tsx';
import { AirtimeCashTable } from './components/airtime-cash-table.tsx';
import { STATUS_LABELS } from './lib/format.ts';

/** /olorioko001/airtime-cash: every user's airtime to cash requests, Approve or Deny the pending. */
export function AdminAirtimeCashPage() {
  const admin = useAdminList(useAdminAirtimeCash, {});
  return (
    <AdminListPage
      admin={admin}
      exportPath="/api/admin/airtime-cash"
      title="Airtime to Cash"
      description="Approve a request once its airtime has arrived: the user's NGN wallet is credited"
      stats={<AirtimeCashStats stats={admin.first?.stats} />}
      search={{
        label: 'Search airtime requests',
        placeholder: 'Search by email, phone or transaction ID...',
      }}
      filters={{
        status: { all: 'All statuses', options: AIRTIME_CASH_STATUSES, names: STATUS_LABELS },
        network: { all: 'All networks', options: AIRTIME_NETWORKS },
      }}
      texts={{
        id: 'admin-airtime-title',
        title: 'Requests',
        loading: 'Loading requests...',
        failed: { title: M.loadFailedTitle, text: M.loadFailed },
        empty: 'No airtime requests found',
      }}
      table={(requests) => <AirtimeCashTable requests={requests} />}
      cards={(requests) => <AirtimeCashCards requests={requests} />}
    />
  );
}
