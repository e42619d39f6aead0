import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/** One card payment attempt. The wallet is credited only when the provider confirms. */
export const cardFundings = pgTable(
  'card_fundings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Our reference, sent to Paystack; the ledger's idempotency key is `paystack:<reference>`. */
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('initialized'),
    /** `paystack` (live keys) or `simulator`: a row is only ever settled by the one that made it. */
    provider: text('provider').notNull(),
    authorizationUrl: text('authorization_url'),
    accessCode: text('access_code'),
    /** Paystack's last word on it (success, failed, abandoned, ...). */
    providerStatus: text('provider_status'),
    providerResponse: jsonb('provider_response'),
    failureReason: text('failure_reason'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    paidAt: ts('paid_at'),
    creditedAt: ts('credited_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('card_fundings_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('card_fundings_user_idx').on(t.userId, t.createdAt),
    check('card_fundings_amount_chk', sql`${t.amount} > 0`),
    check('card_fundings_currency_chk', sql`${t.currency} in ('NGN','USD','CNY')`),
    check('card_fundings_status_chk', sql`${t.status} in ('initialized','success','failed')`),
  ],
);
