import { BILL_SERVICES, BILL_STATUSES } from '#shared/schemas/bills-options.ts';
import { AdminListPage } from '#web/components/admin-list/admin-list-page.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { useAdminBills } from './api/admin-bills.ts';
import { BillCards } from './components/bill-cards.tsx';
import { BillStats } from './components/bill-stats.tsx';
import { BillsTable } from './components/bills-table.tsx';
import { SERVICE_LABELS, STATUS_LABELS } from './lib/format.ts';

/** /olorioko001/bills: every user's bill payments, with Process on the pending ones. */
export function AdminBillsPage() {
  const admin = useAdminList(useAdminBills, {});
  const counts = admin.first?.counts;
  return (
    <AdminListPage
      admin={admin}
      exportPath="/api/admin/bills"
      title="Bills Management"
      description="Airtime, data, electricity and cable TV payments through VTpass"
      stats={<BillStats counts={counts} />}
      search={{
        label: 'Search bills',
        placeholder: 'Search by reference, phone, meter, smartcard, name or email...',
      }}
      filters={{
        status: {
          all: 'All statuses',
          options: BILL_STATUSES,
          names: STATUS_LABELS,
          counts: counts?.statuses,
        },
        service: { all: 'All services', options: BILL_SERVICES, names: SERVICE_LABELS },
      }}
      texts={{
        id: 'admin-bills-title',
        title: 'Bills',
        loading: 'Loading bills...',
        failed: { text: 'Failed to load bills. Please try again.' },
        empty: 'No bills found',
      }}
      table={(bills) => <BillsTable bills={bills} />}
      cards={(bills) => <BillCards bills={bills} />}
    />
  );
}
