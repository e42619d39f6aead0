import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// The back office's running totals of the ledger, written by the postings
// themselves in the same transaction as the rows they count (owo_post_core,
// owo_post_batch, and the trigger owo_count_status on a status change), so
// they are never stale and a full recount always equals them
// (src/server/ledger/totals.test.ts). Each total is split over
// 16 rows, one chosen by the writing transaction's id (owo_total_shard()), so
// concurrent postings rarely wait on one another's row; a total is the sum
// over its shards (one shard may go below zero, the sum never does).

/**
 * Per Lagos calendar day and currency: the money that came into users'
 * wallets (the sum of their credit entries) and that left them (the sum of
 * their debit entries, as a positive number). The dashboard's daily volume
 * and the transactions page's money in and out read it.
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    shard: smallint('shard').notNull(),
    moneyIn: bigint('money_in', { mode: 'number' }).notNull().default(0),
    moneyOut: bigint('money_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.shard] })],
);

/**
 * Per status: how many ledger transactions about a customer (user_id set)
 * have it. A posting adds one; a status change moves one from the old status
 * to the new one.
 */
export const ledgerStatusTotals = pgTable(
  'ledger_status_totals',
  {
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);
