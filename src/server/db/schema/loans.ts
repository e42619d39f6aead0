import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/** The number in a loan id, LN-{year}-{number}: unique for ever. */
export const loanNumberSeq = pgSequence('loan_number_seq', { startWith: 100 });

/**
 * A business loan application and, once approved, its terms: the amount, the
 * monthly simple-interest rate and the schedule are fixed at approval.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    /** LN-{year}-{number}. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    loanType: text('loan_type').notNull(),
    /** Kobo asked for. */
    amountRequested: bigint('amount_requested', { mode: 'number' }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    useOfFunds: text('use_of_funds').notNull(),
    personalInfo: jsonb('personal_info').notNull(),
    businessInfo: jsonb('business_info').notNull(),
    declaration: jsonb('declaration').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** Fixed at approval. */
    amountApproved: bigint('amount_approved', { mode: 'number' }),
    /** Per month, e.g. 0.06. */
    monthlyRate: numeric('monthly_rate', { precision: 6, scale: 4 }),
    totalRepayment: bigint('total_repayment', { mode: 'number' }),
    amountRepaid: bigint('amount_repaid', { mode: 'number' }).notNull().default(0),
    /** The administrator's note, shown to the user on a rejection. */
    adminNote: text('admin_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    approvedAt: ts('approved_at'),
    disbursedAt: ts('disbursed_at'),
    /** The ledger credit of the disbursement: set once, so it is paid once. */
    disbursementTransactionId: uuid('disbursement_transaction_id').references(
      () => ledgerTransactions.id,
    ),
    /** When an instalment had been unpaid LOAN_DEFAULT_DAYS past its due date (the daily job). */
    defaultedAt: ts('defaulted_at'),
    /** The last time an administrator replaced the unpaid schedule (the loan runs again). */
    restructuredAt: ts('restructured_at'),
    writtenOffAt: ts('written_off_at'),
    /** Kobo written off: what was outstanding then. */
    writtenOffAmount: bigint('written_off_amount', { mode: 'number' }),
    /** The ledger posting of the write-off (loans -> loan_losses): set once. */
    writeOffTransactionId: uuid('write_off_transaction_id').references(() => ledgerTransactions.id),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('loan_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('loan_applications_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('loan_applications_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('loan_applications_disbursement_uq').on(t.disbursementTransactionId),
    uniqueIndex('loan_applications_write_off_uq').on(t.writeOffTransactionId),
    check(
      'loan_applications_status_chk',
      sql`${t.status} in ('pending','under_review','approved','rejected','disbursed','repaid','defaulted','written_off')`,
    ),
    check(
      'loan_applications_amounts_chk',
      sql`${t.amountRequested} > 0 and ${t.durationMonths} between 1 and 6 and ${t.amountRepaid} >= 0`,
    ),
  ],
);

/** A document uploaded with a loan application, stored privately. */
export const loanDocuments = pgTable(
  'loan_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** bank_statement, proof_of_address, identification or additional. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    index('loan_documents_loan_idx').on(t.loanId),
    check(
      'loan_documents_kind_chk',
      sql`${t.kind} in ('bank_statement','proof_of_address','identification','additional')`,
    ),
  ],
);

/** An approved loan's monthly instalments, fixed at approval. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Kobo. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** due, paid or overdue (the daily job marks unpaid past-due ones). */
    status: text('status').notNull().default('due'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('loan_instalments_loan_number_uq').on(t.loanId, t.number),
    index('loan_instalments_due_idx').on(t.dueDate).where(sql`${t.status} = 'due'`),
    check('loan_instalments_status_chk', sql`${t.status} in ('due','paid','overdue')`),
    check(
      'loan_instalments_amounts_chk',
      sql`${t.amount} > 0 and ${t.paidAmount} between 0 and ${t.amount}`,
    ),
  ],
);

/** A repayment from the NGN wallet, with the ledger transaction that moved it. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('loan_repayments_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('loan_repayments_transaction_uq').on(t.transactionId),
    index('loan_repayments_loan_idx').on(t.loanId, t.createdAt),
    check('loan_repayments_amount_chk', sql`${t.amount} > 0`),
  ],
);
