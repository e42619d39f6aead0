import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /**
     * Names a mail that must be written at most once whoever writes it (a
     * wallet alert: `alert:<ledger entry id>`); null for the others.
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    // The claim's order (migration 0028 says why it matters).
    index('mail_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    check('mail_outbox_status_chk', sql`${t.status} in ('pending','sent','failed')`),
    check('mail_outbox_attempts_chk', sql`${t.attempts} >= 0`),
  ],
);

/** PostgreSQL's bytea (drizzle 0.45 has no column for it); node-postgres reads it as a Buffer. */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files a queued mail carries (an account statement's PDF), written with the
 * mail and gone with it. Kept beside the mail rather than in it, so claiming
 * due mail reads small rows; the claim says which mails have any.
 */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_outbox_attachments_mail_idx').on(t.mailId)],
);
