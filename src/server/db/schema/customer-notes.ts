import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now } from './columns.ts';

/**
 * What administrators wrote about a customer (the back office's Customer 360).
 * Append-only: a trigger (functions/owo_forbid_change.sql) refuses UPDATE,
 * DELETE and TRUNCATE; a correction is a new note. Each note is also audited.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    /** The author's e-mail when they wrote it, as the audit log keeps it. */
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    // A customer's notes, newest first.
    index('customer_notes_user_idx').on(t.userId, t.id),
    check('customer_notes_body_chk', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
