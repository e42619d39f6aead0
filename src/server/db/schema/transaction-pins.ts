import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';

/** A user's 4-digit transaction PIN: only its HMAC under PIN_SECRET, and the wrong tries. */
export const transactionPins = pgTable(
  'transaction_pins',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    /** Wrong PINs in a row; back to 0 on a right one or when the PIN is set again. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [check('transaction_pins_failed_chk', sql`${t.failedAttempts} >= 0`)],
);
