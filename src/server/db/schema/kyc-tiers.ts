import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { now, ts } from './columns.ts';
import { profiles } from './profiles.ts';

/**
 * CBN's three tiers (PROVIDERS.md §5.1), in kobo. The posting functions read
 * it, so the limits live in one place the database enforces; `src/shared/kyc.ts`
 * holds the same figures for the screens (a test keeps them equal).
 */
export const kycTiers = pgTable(
  'kyc_tiers',
  {
    tier: smallint('tier').primaryKey(),
    dailyLimit: bigint('daily_limit', { mode: 'number' }).notNull(),
    /** Null: no maximum balance (tier 3). */
    maxBalance: bigint('max_balance', { mode: 'number' }),
  },
  (t) => [check('kyc_tiers_tier_chk', sql`${t.tier} in (1, 2, 3)`)],
);

/** A customer's own account number (a Paystack dedicated account): at most one per customer. */
export const dedicatedAccounts = pgTable(
  'dedicated_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** pending (asked, not yet assigned), active, or failed (may be asked again). */
    status: text('status').notNull(),
    customerCode: text('customer_code'),
    bankName: text('bank_name'),
    bankSlug: text('bank_slug'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    failureReason: text('failure_reason'),
    requestedAt: now('requested_at'),
    assignedAt: ts('assigned_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('dedicated_accounts_number_uq').on(t.accountNumber),
    index('dedicated_accounts_customer_idx').on(t.customerCode),
    check('dedicated_accounts_status_chk', sql`${t.status} in ('pending','active','failed')`),
    check(
      'dedicated_accounts_active_chk',
      sql`${t.status} <> 'active' or ${t.accountNumber} is not null`,
    ),
  ],
);

/**
 * Money that arrived from outside (a bank transfer to a customer's own account,
 * a card payment) while the wallet could not take it. The money is in the
 * ledger's `held_deposits` account until it is released to the wallet (by
 * itself once the tier or the balance allows) or returned by an administrator.
 */
export const heldDeposits = pgTable(
  'held_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /** bank_transfer or card. */
    source: text('source').notNull(),
    /** The provider's reference: one held deposit per incoming payment. */
    sourceReference: text('source_reference').notNull(),
    currency: text('currency').notNull().default('NGN'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** held, released or returned. */
    status: text('status').notNull().default('held'),
    /** Which limit kept it: balance (the tier's maximum) or wallet (the app's). */
    reason: text('reason').notNull(),
    senderName: text('sender_name'),
    holdTransactionId: uuid('hold_transaction_id').notNull(),
    settleTransactionId: uuid('settle_transaction_id'),
    decidedBy: text('decided_by'),
    returnReason: text('return_reason'),
    createdAt: now('created_at'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('held_deposits_source_uq').on(t.source, t.sourceReference),
    index('held_deposits_user_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 'held'`),
    index('held_deposits_created_idx').on(t.createdAt, t.id),
    check('held_deposits_status_chk', sql`${t.status} in ('held','released','returned')`),
    check('held_deposits_source_chk', sql`${t.source} in ('bank_transfer','card')`),
    check('held_deposits_amount_chk', sql`${t.amount} > 0`),
  ],
);

/**
 * Every bank transfer into a customer's own account, once per Paystack
 * reference, whatever happened to it: credited to the wallet or held.
 */
export const bankDeposits = pgTable(
  'bank_deposits',
  {
    reference: text('reference').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    senderName: text('sender_name'),
    senderBank: text('sender_bank'),
    narration: text('narration'),
    /** received (heard of, not yet confirmed with Paystack), credited or held. */
    status: text('status').notNull(),
    transactionId: uuid('transaction_id'),
    heldDepositId: uuid('held_deposit_id'),
    /** When Paystack says the transfer was paid. */
    paidAt: ts('paid_at'),
    /** When the app first heard of it (webhook or requery). */
    receivedAt: ts('received_at').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    index('bank_deposits_user_idx').on(t.userId, t.createdAt),
    index('bank_deposits_received_idx').on(t.receivedAt).where(sql`${t.status} = 'received'`),
    check('bank_deposits_status_chk', sql`${t.status} in ('received','credited','held')`),
    check('bank_deposits_amount_chk', sql`${t.amount} > 0`),
  ],
);
