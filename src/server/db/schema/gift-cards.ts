import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/**
 * Gift cards: made by administrators in batches (one database transaction),
 * redeemed once into the wallet of the card's currency.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** XXXX-XXXX-XXXX-XXXX from A-Z without I and O, and 2-9. */
    code: text('code').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('active'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: now('created_at'),
    expiresAt: ts('expires_at').notNull(),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'restrict' }),
    usedAt: ts('used_at'),
    /** The ledger transaction that credited it. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('gift_cards_created_idx').on(t.createdAt),
    check('gift_cards_amount_chk', sql`${t.amount} > 0 and ${t.amount} <= 1000000000000`),
    check('gift_cards_currency_chk', sql`${t.currency} in ('NGN','USD','CNY')`),
    check('gift_cards_status_chk', sql`${t.status} in ('active','used','expired','cancelled')`),
    check('gift_cards_used_chk', sql`(${t.status} = 'used') = (${t.usedBy} is not null)`),
  ],
);
