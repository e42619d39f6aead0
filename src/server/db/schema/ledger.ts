import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, writtenBy } from './columns.ts';

/** One per user and currency (the wallets), plus system accounts per currency. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    code: text('code'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * System accounts are split into shards (0..n-1) so that one busy system
     * account does not serialise every posting; its balance is the sum over its
     * shards. Always 0 for wallets. See src/server/ledger/README.md.
     */
    shard: smallint('shard').notNull().default(0),
    /**
     * CBN's tier rules, kept on the wallet's own row so that a posting reads and
     * writes them in the same UPDATE as the balance, under the same row lock
     * (owo_post_core, owo_post_batch): the owner's tier (a copy of
     * profiles.kyc_tier, kept by a trigger; null on system accounts), and on
     * the NGN wallet what its owner has moved out on the Lagos day `kyc_day`.
     */
    kycTier: smallint('kyc_tier'),
    kycDay: date('kyc_day', { mode: 'string' }),
    kycUsed: bigint('kyc_used', { mode: 'number' }).notNull().default(0),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_currency_uq')
      .on(t.userId, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_code_currency_uq')
      .on(t.code, t.currency, t.shard)
      .where(sql`${t.code} is not null`),
    check('ledger_accounts_currency_chk', sql`${t.currency} in ('NGN','USD','CNY')`),
    check('ledger_accounts_owner_chk', sql`(${t.userId} is null) <> (${t.code} is null)`),
    check('ledger_accounts_balance_chk', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_kyc_used_chk', sql`${t.kycUsed} >= 0`),
    // A wallet's maximum (MAX_BALANCE_MINOR) is the posting functions' rule,
    // not a CHECK: a refund gives held money back even to a wallet that has
    // since filled up to the maximum (owo_post_core, owo_post_batch).
    // Every balance, system shards included, stays an exact JavaScript integer.
    check(
      'ledger_accounts_safe_chk',
      sql`${t.balance} between -9007199254740991 and 9007199254740991`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('completed'),
    category: text('category').notNull(),
    description: text('description'),
    reference: text('reference').notNull().unique(),
    /** The customer the transaction is about (for listings); null for purely internal moves. */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Who asked for it: the idempotency key is unique per actor. */
    actorId: text('actor_id'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** What the first request was answered with; a replay returns it. */
    response: jsonb('response'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idem_uq').on(t.actorId, t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt),
    // Customers' transactions, newest first, and their exact count: the
    // narrowest index there is on them, read without the rows.
    index('ledger_transactions_user_created_idx')
      .on(t.createdAt)
      .where(sql`${t.userId} is not null`),
    // The transactions whose status is not (yet) completed, by status: the
    // back office's list filtered on such a status finds them here. Completed
    // ones, nearly all, are left out, so most postings never write it.
    index('ledger_transactions_status_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} <> 'completed'`),
    check(
      'ledger_transactions_status_chk',
      sql`${t.status} in ('pending','completed','failed','reversed','refunded','cancelled')`,
    ),
  ],
);

/** Append-only. Entries of one transaction sum to zero per currency. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** What the account's owner sees for this line ("Transfer to ada@…"). */
    description: text('description'),
    createdAt: now('created_at'),
    /**
     * The transaction that wrote the entry: the wallet alerts job reads again, below its
     * candidate, only entries whose transaction was still running in the candidate's snapshot.
     */
    xact: writtenBy('xact'),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // Entries are written in time order, so a block-range index finds a
    // period's entries (daily volumes) at a tiny fraction of a btree's size
    // and write cost.
    index('ledger_entries_created_brin').using('brin', t.createdAt),
    check('ledger_entries_amount_chk', sql`${t.amount} <> 0`),
  ],
);

/** Audit trail of status changes (pending -> completed / failed / refunded ...). */
export const ledgerStatusHistory = pgTable(
  'ledger_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    actorId: text('actor_id'),
    createdAt: now('created_at'),
  },
  (t) => [index('ledger_status_history_tx_idx').on(t.transactionId)],
);
