import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { now, ts } from './columns.ts';

/**
 * Mail waiting to be handed to the SMTP server (or the development mailbox).
 * A row is written in the same transaction as what it announces, so the mail
 * exists exactly when the action committed; a background job sends it, and
 * retries with backoff (`next_attempt_at`) until it is `sent`, or `failed`
 * after the last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull().default('pending'),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail is next due; a claim pushes it past the time a send may take. */
    nextAttemptAt: now('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: now('created_at'),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_chk', sql`${t.status} in ('pending','sent','failed')`),
    check('mail_outbox_attempts_chk', sql`${t.attempts} >= 0`),
  ],
);
