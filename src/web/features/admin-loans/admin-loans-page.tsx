import { useState } from 'react';
import { LOAN_STATUS_NAMES, LOAN_STATUSES } from '#shared/schemas/loans.ts';
import { ADMIN_LOAN_MESSAGES, type AdminLoan } from '#shared/schemas/loans-admin.ts';
import { AdminListPage } from '#web/components/admin-list/admin-list-page.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { useAdminLoans } from './api/admin-loans.ts';
import { LoanCards } from './components/loan-cards.tsx';
import { LoanStats } from './components/loan-stats.tsx';
import { LoansTable } from './components/loans-table.tsx';
import { ReviewDialog } from './components/review-dialog.tsx';

/** /olorioko001/loans: every business loan application, with Review. */
export function AdminLoansPage() {
  const admin = useAdminList(useAdminLoans, {});
  const [open, setOpen] = useState<AdminLoan | null>(null);
  const stats = admin.first?.stats;
  return (
    <AdminListPage
      admin={admin}
      exportPath="/api/admin/loans"
      title="Loan Management"
      description="Business loan applications: review, approve or reject, and disburse"
      stats={<LoanStats stats={stats} />}
      search={{ label: 'Search loans', placeholder: 'Search by ID, name or email...' }}
      filters={{
        status: {
          all: 'All statuses',
          options: LOAN_STATUSES,
          names: LOAN_STATUS_NAMES,
          counts: stats,
        },
      }}
      filterWidth="md:w-52"
      texts={{
        id: 'admin-loans-title',
        title: 'Applications',
        loading: 'Loading loans...',
        failed: { text: ADMIN_LOAN_MESSAGES.loadFailed, toast: true },
        empty: 'No loan applications found',
      }}
      table={(loans) => <LoansTable loans={loans} onOpen={setOpen} />}
      cards={(loans) => <LoanCards loans={loans} onOpen={setOpen} />}
    >
      <ReviewDialog loan={open} onOpenChange={(next) => !next && setOpen(null)} />
    </AdminListPage>
  );
}
