import { useState } from 'react';
import {
  ADMIN_LOAN_MESSAGES,
  type AdminLoan,
  LOAN_STATUS_NAMES,
  LOAN_STATUSES,
} from '#shared/schemas/loans.ts';
import { AdminListSection } from '#web/components/admin-list/admin-list-section.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { RefreshButton } from '#web/components/admin-list/refresh-button.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useAdminLoans } from './api/admin-loans.ts';
import { LoanCards } from './components/loan-cards.tsx';
import { LoanStats } from './components/loan-stats.tsx';
import { LoansTable } from './components/loans-table.tsx';
import { ReviewDialog } from './components/review-dialog.tsx';

/** /olorioko001/loans: every business loan application, with Review. */
export function AdminLoansPage() {
  const { list, items: loans, first, search, filter } = useAdminList(useAdminLoans, {});
  const [open, setOpen] = useState<AdminLoan | null>(null);
  const stats = first?.stats;

  return (
    <AdminPage
      title="Loan Management"
      description="Business loan applications: review, approve or reject, and disburse"
      actions={<RefreshButton list={list} />}
    >
      <LoanStats stats={stats} />
      <FilterBar
        search={
          <SearchBox
            label="Search loans"
            placeholder="Search by ID, name or email..."
            {...search}
          />
        }
      >
        <FilterSelect
          label="Filter by status"
          all="All statuses"
          options={LOAN_STATUSES}
          names={LOAN_STATUS_NAMES}
          counts={stats}
          className="md:w-52"
          {...filter('status')}
        />
      </FilterBar>
      <AdminListSection
        id="admin-loans-title"
        title="Applications"
        list={list}
        rows={loans.length}
        loading="Loading loans..."
        failed={{ text: ADMIN_LOAN_MESSAGES.loadFailed, toast: true }}
        empty="No loan applications found"
        table={<LoansTable loans={loans} onOpen={setOpen} />}
        cards={<LoanCards loans={loans} onOpen={setOpen} />}
      />
      <ReviewDialog loan={open} onOpenChange={(next) => !next && setOpen(null)} />
    </AdminPage>
  );
}
