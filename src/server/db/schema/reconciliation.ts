import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';

/**
 * The stored result of one Lagos day's reconciliation against one provider
 * (the ledger's count and sum against the provider's, and the mismatches by
 * reference). The daily job writes it; a later run of the same day replaces it.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    date: date('date', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    result: jsonb('result').notNull(),
    ranAt: now('ran_at'),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.provider] }),
    check(
      'reconciliation_runs_provider_chk',
      sql`${t.provider} in ('vtpass','paystack_transfers','paystack_charges')`,
    ),
  ],
);
