import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    transactionId: uuid('transaction_id'),
    readAt: ts('read_at'),
    createdAt: now('created_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
