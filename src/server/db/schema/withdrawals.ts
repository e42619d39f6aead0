import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/**
 * A withdrawal from the NGN wallet to a bank account. Written with the hold of
 * amount + fee, in one database transaction; paid out through a Paystack
 * transfer whose reference is `reference`, after an administrator approves.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    /** Kobo: what reaches the bank account. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Kobo: our fee, kept only when the payout completes. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** Ours, and the Paystack transfer's: 16 to 50 of a-z, 0-9, - and _. */
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The ledger transaction holding amount + fee (pending until settled or refunded). */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name'),
    /** True when the name came from the bank (bank/resolve), false when the user typed it. */
    nameResolved: boolean('name_resolved').notNull().default(false),
    adminNotes: text('admin_notes'),
    /** Why it failed or was reversed, shown to the user. */
    failureReason: text('failure_reason'),
    processedBy: text('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: ts('processed_at'),
    /** Paystack's recipient and transfer, once approved. */
    recipientCode: text('recipient_code'),
    transferCode: text('transfer_code'),
    providerStatus: text('provider_status'),
    providerResponse: jsonb('provider_response'),
    /** When the background job asks Paystack about a `processing` payout again. */
    verifyCount: integer('verify_count').notNull().default(0),
    nextVerifyAt: ts('next_verify_at'),
    finishedAt: ts('finished_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('withdrawals_transaction_uq').on(t.transactionId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('withdrawals_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('withdrawals_processing_idx').on(t.nextVerifyAt).where(sql`${t.status} = 'processing'`),
    check('withdrawals_amount_chk', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check(
      'withdrawals_status_chk',
      sql`${t.status} in ('pending','processing','completed','failed','reversed')`,
    ),
  ],
);
