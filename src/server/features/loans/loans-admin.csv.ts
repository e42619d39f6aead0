import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { toAdminLoan } from './loans.view.ts';
import { type AdminLoanFilters, adminLoansQuery } from './loans-admin.queries.ts';

const naira = (header: string, amount: (l: AdminLoan) => number | null) =>
  money<AdminLoan>(header, amount, () => 'NGN');

// The BVN in the application stays out of the file.
const columns: CsvColumn<AdminLoan>[] = [
  { header: 'Loan id', value: (l) => l.id, raw: true },
  time('Applied', (l) => l.created_at),
  { header: 'Status', value: (l) => l.status, raw: true },
  { header: 'Loan type', value: (l) => l.loan_type, raw: true },
  { header: 'User name', value: (l) => l.user_name },
  { header: 'User e-mail', value: (l) => l.user_email },
  { header: 'Applicant name', value: (l) => l.personal_info.full_name },
  { header: 'Business name', value: (l) => l.business_info.business_name },
  ...naira('Amount requested', (l) => l.amount_requested),
  { header: 'Duration (months)', value: (l) => l.duration_months, raw: true },
  ...naira('Amount approved', (l) => l.amount_approved),
  { header: 'Monthly rate (%)', value: (l) => l.monthly_rate_percent, raw: true },
  ...naira('Total repayment', (l) => l.total_repayment),
  ...naira('Amount repaid', (l) => l.amount_repaid),
  ...naira('Outstanding', (l) => l.outstanding),
  { header: 'Days overdue', value: (l) => l.days_overdue, raw: true },
  { header: 'Use of funds', value: (l) => l.use_of_funds },
  { header: 'Admin note', value: (l) => l.admin_note },
  { header: 'Reviewed by', value: (l) => l.reviewed_by_email },
  time('Approved', (l) => l.approved_at),
  time('Disbursed', (l) => l.disbursed_at),
  { header: 'User id', value: (l) => l.user_id, raw: true },
];

/** Every loan the admin list's filters match, as CSV. */
export const exportAdminLoans = (c: Context<AppEnv>, f: AdminLoanFilters) =>
  csvExport(c, {
    list: 'loans',
    filters: f,
    query: adminLoansQuery({ ...f, cursor: undefined }),
    toItem: toAdminLoan,
    columns,
  });
