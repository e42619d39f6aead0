import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Spent ALTCHA solutions, so one solved challenge cannot be replayed. */
export const altchaSpent = pgTable('altcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});
