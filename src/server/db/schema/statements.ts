import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';

/**
 * Every account statement issued (src/server/features/statements/): its
 * reference, printed on it, is unique, so support can tell a genuine one
 * from a made-up one and compare its figures with what was issued. A
 * downloaded statement is recorded with its figures as it is made; an
 * e-mailed one when it is asked for (the hourly limit counts these rows),
 * its figures and `issued_at` when the background job builds and mails it.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** The first and last Lagos calendar days covered. */
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    format: text('format').notNull(),
    delivery: text('delivery').notNull(),
    openingBalance: bigint('opening_balance', { mode: 'number' }),
    closingBalance: bigint('closing_balance', { mode: 'number' }),
    moneyIn: bigint('money_in', { mode: 'number' }),
    moneyOut: bigint('money_out', { mode: 'number' }),
    entryCount: integer('entry_count'),
    createdAt: now('created_at'),
    /** When its figures were read and the file made (null: an e-mail still queued). */
    issuedAt: ts('issued_at'),
  },
  (t) => [
    // A customer's statements, newest first; the e-mail limit's count.
    index('statements_user_idx').on(t.userId, t.createdAt),
    check('statements_currency_chk', sql`${t.currency} in ('NGN','USD','CNY')`),
    check('statements_format_chk', sql`${t.format} in ('pdf','csv')`),
    check('statements_delivery_chk', sql`${t.delivery} in ('download','email')`),
    check('statements_period_chk', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);
