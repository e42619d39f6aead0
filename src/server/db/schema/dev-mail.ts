import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';

/** The development mailbox: mail the app "sent" when no SMTP server is configured. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What files the mail carried: `[{ filename, content_type, size }]` (not their bytes). */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    createdAt: now('created_at'),
  },
  (t) => [index('dev_mail_to_idx').on(t.to, t.id)],
);
