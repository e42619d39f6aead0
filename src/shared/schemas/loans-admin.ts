import { z } from 'zod';
import { LOAN_STATUSES, LoanSchema, LoansQuerySchema } from './loans.ts';
import { LoanAmountSchema } from './loans-application.ts';
import { userText } from './text.ts';

// Business loans: the back office's list (with its stats), review and disbursement.

export const AdminLoansQuerySchema = LoansQuerySchema.extend({
  status: z.enum(LOAN_STATUSES).optional(),
  /** Part of the loan id, the applicant's or the business's name, or the user's e-mail. */
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export const AdminLoanSchema = LoanSchema.extend({
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  reviewed_by_email: z.string().nullable(),
  /** The ledger credit of the disbursement, once disbursed. */
  disbursement_transaction_id: z.string().nullable(),
  /** The ledger posting of the write-off (loans -> loan_losses), once written off. */
  write_off_transaction_id: z.string().nullable(),
});
export type AdminLoan = z.infer<typeof AdminLoanSchema>;

export const LoanStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  under_review: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  disbursed: z.number().int(),
  repaid: z.number().int(),
  defaulted: z.number().int(),
  written_off: z.number().int(),
  /** Kobo asked for, over every application. */
  total_requested: z.number().int(),
  /** Kobo paid out, over every loan that was disbursed (also defaulted and written off). */
  total_disbursed: z.number().int(),
  /** Kobo repaid so far. */
  total_repaid: z.number().int(),
  /** Kobo still owed on disbursed and defaulted loans. */
  total_outstanding: z.number().int(),
  /** Kobo written off, over every written-off loan. */
  total_written_off: z.number().int(),
  /** Instalments past their due date and not fully paid. */
  overdue_instalments: z.number().int(),
});
export type LoanStats = z.infer<typeof LoanStatsSchema>;
export const AdminLoanPageSchema = z.object({
  items: z.array(AdminLoanSchema),
  next_cursor: z.string().nullable(),
  stats: LoanStatsSchema,
});
export type AdminLoanPage = z.infer<typeof AdminLoanPageSchema>;

export const LOAN_DECISIONS = ['under_review', 'approve', 'reject'] as const;
export type LoanDecisionKind = (typeof LOAN_DECISIONS)[number];

/**
 * Review: put under review, approve (fixes the amount, by default the amount
 * asked for, the month rate for it, and the schedule from today), or reject.
 */
export const LoanDecisionSchema = z
  .object({
    decision: z.enum(LOAN_DECISIONS, { message: 'must be under_review, approve or reject' }),
    /** On approve: kobo, within the same bounds and steps as the application. */
    amount_approved: LoanAmountSchema.optional(),
    /** Shown to the user (the reason, on a rejection). */
    note: userText({ max: 500, min: 0, multiline: true }).optional(),
  })
  .strict();
export type LoanDecision = z.infer<typeof LoanDecisionSchema>;

export const ADMIN_LOAN_MESSAGES = {
  loadFailed: 'Failed to load loans',
  reviewFailed: 'Failed to update loan',
  disburseFailed: 'Failed to disburse loan',
  done: {
    under_review: 'Loan marked under review',
    approve: 'Loan approved',
    reject: 'Loan rejected',
  } satisfies Record<LoanDecisionKind, string>,
  disbursed: 'Loan disbursed to the NGN wallet',
  alreadyDecided: (status: string) => `This loan is already ${status.replace('_', ' ')}`,
  durationTooLong: (months: number, maxMonths: number) =>
    `The application asks for ${months} months; the approved amount allows at most ${maxMonths}`,
  onlyApproved: 'Only an approved loan can be disbursed',
  rejectedNoDisburse: 'A rejected loan cannot be disbursed',
  alreadyDisbursed: 'This loan has already been disbursed',
} as const;
