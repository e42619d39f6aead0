import { BILL_SERVICES, BILL_STATUSES } from '#shared/schemas/bills.ts';
import { AdminListSection } from '#web/components/admin-list/admin-list-section.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { RefreshButton } from '#web/components/admin-list/refresh-button.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useAdminBills } from './api/admin-bills.ts';
import { BillCards } from './components/bill-cards.tsx';
import { BillStats } from './components/bill-stats.tsx';
import { BillsTable } from './components/bills-table.tsx';
import { SERVICE_LABELS, STATUS_LABELS } from './lib/format.ts';

/** /olorioko001/bills: every user's bill payments, with Process on the pending ones. */
export function AdminBillsPage() {
  const { list, items: bills, first, search, filter } = useAdminList(useAdminBills, {});
  const counts = first?.counts;

  return (
    <AdminPage
      title="Bills Management"
      description="Airtime, data, electricity and cable TV payments through VTpass"
      actions={<RefreshButton list={list} />}
    >
      <BillStats counts={counts} />
      <FilterBar
        search={
          <SearchBox
            label="Search bills"
            placeholder="Search by reference, phone, meter, smartcard, name or email..."
            {...search}
          />
        }
      >
        <FilterSelect
          label="Filter by status"
          all="All statuses"
          options={BILL_STATUSES}
          names={STATUS_LABELS}
          counts={counts?.statuses}
          className="md:w-44"
          {...filter('status')}
        />
        <FilterSelect
          label="Filter by service"
          all="All services"
          options={BILL_SERVICES}
          names={SERVICE_LABELS}
          className="md:w-44"
          {...filter('service')}
        />
      </FilterBar>
      <AdminListSection
        id="admin-bills-title"
        title="Bills"
        list={list}
        rows={bills.length}
        loading="Loading bills..."
        failed={{ text: 'Failed to load bills. Please try again.' }}
        empty="No bills found"
        table={<BillsTable bills={bills} />}
        cards={<BillCards bills={bills} />}
      />
    </AdminPage>
  );
}
