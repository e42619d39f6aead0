import { z } from 'zod';
import { BusinessInfoSchema, PersonalInfoSchema } from './loans-application.ts';
import { LOAN_TYPES } from './loans-choices.ts';
import { LoanDocumentSchema } from './loans-documents.ts';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';

// Business loans: what the user sees of a loan, its status and its schedule.
// Amounts are kobo. The terms and the schedule are in ../loans-schedule.ts.

/**
 * pending -> under_review -> approved -> disbursed -> repaid; rejected from any
 * before disbursed. A disbursed loan with an instalment unpaid LOAN_DEFAULT_DAYS
 * past its due date is defaulted (still repayable; a restructure makes it
 * disbursed again); an administrator may write off a disbursed or defaulted one.
 */
export const LOAN_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'disbursed',
  'repaid',
  'defaulted',
  'written_off',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const LOAN_STATUS_NAMES: Record<LoanStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  disbursed: 'Disbursed',
  repaid: 'Repaid',
  defaulted: 'Defaulted',
  written_off: 'Written Off',
};

export const INSTALMENT_STATUSES = ['due', 'paid', 'overdue'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const LoanInstalmentSchema = z.object({
  number: z.number().int(),
  /** YYYY-MM-DD. */
  due_date: z.string(),
  /** Kobo. */
  amount: z.number().int(),
  paid_amount: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
});
export type LoanInstalment = z.infer<typeof LoanInstalmentSchema>;

export const LoanRepaymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  /** The ledger transaction that moved it. */
  transaction_id: z.string(),
  created_at: z.string(),
});
export type LoanRepayment = z.infer<typeof LoanRepaymentSchema>;

/**
 * A loan as its owner sees it. The terms (amount approved, rate, total,
 * instalments) are null or empty until an administrator approves.
 */
export const LoanSchema = z.object({
  id: z.string(),
  status: z.enum(LOAN_STATUSES),
  loan_type: z.enum(LOAN_TYPES),
  /** Kobo. */
  amount_requested: z.number().int(),
  duration_months: z.number().int(),
  use_of_funds: z.string(),
  personal_info: PersonalInfoSchema,
  business_info: BusinessInfoSchema,
  amount_approved: z.number().int().nullable(),
  /** 6 or 8 (% a month), fixed at approval. */
  monthly_rate_percent: z.number().nullable(),
  total_interest: z.number().int().nullable(),
  total_repayment: z.number().int().nullable(),
  /** The largest instalment. */
  monthly_payment: z.number().int().nullable(),
  amount_repaid: z.number().int(),
  /** total_repayment - amount_repaid once approved. */
  outstanding: z.number().int().nullable(),
  instalments: z.array(LoanInstalmentSchema),
  /** The oldest instalment not fully paid, while the loan runs. */
  next_instalment: LoanInstalmentSchema.nullable(),
  repayments: z.array(LoanRepaymentSchema),
  documents: z.array(LoanDocumentSchema),
  /** The administrator's note (the reason, on a rejection). */
  admin_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  disbursed_at: z.string().nullable(),
  /** Whole Lagos days since the oldest unpaid instalment fell due, while the loan runs; else null. */
  days_overdue: z.number().int().nullable(),
  /** When it was marked defaulted (it stays set after a restructure). */
  defaulted_at: z.string().nullable(),
  /** The last time its unpaid schedule was replaced by an administrator. */
  restructured_at: z.string().nullable(),
  written_off_at: z.string().nullable(),
  /** Kobo written off (what was outstanding then). */
  written_off_amount: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Loan = z.infer<typeof LoanSchema>;

export const LoansQuerySchema = z.object({
  limit: pageSizeSchema(20),
  cursor: rowCursorSchema,
});
export const LoanPageSchema = z.object({
  items: z.array(LoanSchema),
  next_cursor: z.string().nullable(),
});
export type LoanPage = z.infer<typeof LoanPageSchema>;
