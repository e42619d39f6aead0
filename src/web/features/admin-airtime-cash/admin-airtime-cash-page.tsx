import {
  AIRTIME_CASH_STATUSES,
  AIRTIME_NETWORKS,
  ADMIN_AIRTIME_CASH_MESSAGES as M,
} from '#shared/schemas/airtime-cash.ts';
import { AdminListSection } from '#web/components/admin-list/admin-list-section.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { RefreshButton } from '#web/components/admin-list/refresh-button.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useAdminAirtimeCash } from './api/admin-airtime-cash.ts';
import { AirtimeCashCards } from './components/airtime-cash-cards.tsx';
import { AirtimeCashStats } from './components/airtime-cash-stats.tsx';
import { AirtimeCashTable } from './components/airtime-cash-table.tsx';
import { STATUS_LABELS } from './lib/format.ts';

/** /olorioko001/airtime-cash: every user's airtime to cash requests, Approve or Deny the pending. */
export function AdminAirtimeCashPage() {
  const { list, items: requests, first, search, filter } = useAdminList(useAdminAirtimeCash, {});

  return (
    <AdminPage
      title="Airtime to Cash"
      description="Approve a request once its airtime has arrived: the user's NGN wallet is credited"
      actions={<RefreshButton list={list} />}
    >
      <AirtimeCashStats stats={first?.stats} />
      <FilterBar
        search={
          <SearchBox
            label="Search airtime requests"
            placeholder="Search by email, phone or transaction ID..."
            {...search}
          />
        }
      >
        <FilterSelect
          label="Filter by status"
          all="All statuses"
          options={AIRTIME_CASH_STATUSES}
          names={STATUS_LABELS}
          className="md:w-44"
          {...filter('status')}
        />
        <FilterSelect
          label="Filter by network"
          all="All networks"
          options={AIRTIME_NETWORKS}
          className="md:w-44"
          {...filter('network')}
        />
      </FilterBar>
      <AdminListSection
        id="admin-airtime-title"
        title="Requests"
        list={list}
        rows={requests.length}
        loading="Loading requests..."
        failed={{ title: M.loadFailedTitle, text: M.loadFailed }}
        empty="No airtime requests found"
        table={<AirtimeCashTable requests={requests} />}
        cards={<AirtimeCashCards requests={requests} />}
      />
    </AdminPage>
  );
}
