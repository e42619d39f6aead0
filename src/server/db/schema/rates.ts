import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { now } from './columns.ts';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    provider: text('provider').notNull().default('fallback'),
    updatedAt: now('updated_at'),
    /** The administrator who set it last; null for the seeded defaults. */
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_uq').on(t.fromCurrency, t.toCurrency),
    check('exchange_rates_rate_chk', sql`${t.rate} > 0`),
  ],
);

/**
 * Every change of an exchange rate, written with the change: the back office's
 * Rate history. Append-only (owo_forbid_change.sql).
 */
export const rateHistory = pgTable(
  'rate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rateBefore: numeric('rate_before', { precision: 20, scale: 10 }).notNull(),
    rateAfter: numeric('rate_after', { precision: 20, scale: 10 }).notNull(),
    /** The administrator; null for a change a migration made. */
    changedBy: text('changed_by'),
    /** Their e-mail at the time: the row still says who it was if the account changes. */
    changedByEmail: text('changed_by_email'),
    changedAt: now('changed_at'),
  },
  (t) => [index('rate_history_pair_idx').on(t.fromCurrency, t.toCurrency, t.id)],
);
