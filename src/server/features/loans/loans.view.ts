import { lagosToday } from '#shared/loans-schedule.ts';
import { safeMinor } from '#shared/money.ts';
import type { Loan, LoanInstalment, LoanStatus } from '#shared/schemas/loans.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import type { BusinessInfo, PersonalInfo } from '#shared/schemas/loans-application.ts';
import type { LoanType } from '#shared/schemas/loans-choices.ts';
import type { LoanRow } from './loans.queries.ts';
import type { AdminLoanRow } from './loans-admin.queries.ts';

// A loan row as the API answers it: amounts through safeMinor, times as ISO strings.

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const minorOrNull = (v: string | null) => (v === null ? null : safeMinor(v));

/** A stored rate such as 0.0600 as whole percent (6). */
const percentOf = (rate: string | null) => (rate === null ? null : Math.round(Number(rate) * 100));

/** Whole Lagos days since the instalment fell due (null when it is not yet past due). */
function daysOverdue(i: LoanInstalment | null, now = new Date()): number | null {
  if (!i) return null;
  const days = (Date.parse(lagosToday(now)) - Date.parse(i.due_date)) / 86_400_000;
  return days > 0 ? Math.round(days) : null;
}

export function toLoan(r: LoanRow): Loan {
  const instalments: LoanInstalment[] = r.instalments.map((i) => ({
    number: i.number,
    due_date: i.due_date,
    amount: safeMinor(i.amount),
    paid_amount: safeMinor(i.paid_amount),
    status: i.status,
  }));
  const approved = minorOrNull(r.amount_approved);
  const total = minorOrNull(r.total_repayment);
  const repaid = safeMinor(r.amount_repaid);
  const status = r.status as LoanStatus;
  const running = status === 'approved' || status === 'disbursed' || status === 'defaulted';
  const unpaid = instalments.find((i) => i.paid_amount < i.amount) ?? null;
  return {
    id: r.id,
    status,
    loan_type: r.loan_type as LoanType,
    amount_requested: safeMinor(r.amount_requested),
    duration_months: r.duration_months,
    use_of_funds: r.use_of_funds,
    personal_info: r.personal_info as PersonalInfo,
    business_info: r.business_info as BusinessInfo,
    amount_approved: approved,
    monthly_rate_percent: percentOf(r.monthly_rate),
    total_interest: approved !== null && total !== null ? total - approved : null,
    total_repayment: total,
    monthly_payment: instalments.length ? Math.max(...instalments.map((i) => i.amount)) : null,
    amount_repaid: repaid,
    outstanding: total !== null ? total - repaid : null,
    instalments,
    next_instalment: running ? unpaid : null,
    repayments: r.repayments.map((p) => ({
      id: p.id,
      amount: safeMinor(p.amount),
      transaction_id: p.transaction_id,
      created_at: iso(p.created_at)!,
    })),
    documents: r.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      file_name: d.file_name,
      content_type: d.content_type,
      size: d.size,
      created_at: iso(d.created_at)!,
    })),
    admin_note: r.admin_note,
    reviewed_at: iso(r.reviewed_at),
    approved_at: iso(r.approved_at),
    disbursed_at: iso(r.disbursed_at),
    days_overdue: status === 'disbursed' || status === 'defaulted' ? daysOverdue(unpaid) : null,
    defaulted_at: iso(r.defaulted_at),
    restructured_at: iso(r.restructured_at),
    written_off_at: iso(r.written_off_at),
    written_off_amount: minorOrNull(r.written_off_amount),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

export function toAdminLoan(r: AdminLoanRow): AdminLoan {
  return {
    ...toLoan(r),
    user_id: r.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    reviewed_by_email: r.reviewed_by_email,
    disbursement_transaction_id: r.disbursement_transaction_id,
    write_off_transaction_id: r.write_off_transaction_id,
  };
}
