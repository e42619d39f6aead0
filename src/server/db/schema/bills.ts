import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/**
 * A bill payment through VTpass. Written with the hold of its amount, in one
 * database transaction, before VTpass is called; `request_id` is sent with the
 * one `pay` and with every requery.
 */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    service: text('service').notNull(),
    status: text('status').notNull().default('pending'),
    /** Kobo. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** VTpass's request_id, also the reference the user sees. */
    requestId: text('request_id').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The ledger transaction holding the money (pending until settled or refunded). */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** VTpass serviceID and variation_code, as sent. */
    serviceId: text('service_id').notNull(),
    variationCode: text('variation_code'),
    phone: text('phone'),
    network: text('network'),
    planId: text('plan_id'),
    planName: text('plan_name'),
    disco: text('disco'),
    meterNumber: text('meter_number'),
    meterType: text('meter_type'),
    provider: text('provider'),
    smartcard: text('smartcard'),
    packageId: text('package_id'),
    packageName: text('package_name'),
    customerName: text('customer_name'),
    customerAddress: text('customer_address'),
    token: text('token'),
    vtpassTransactionId: text('vtpass_transaction_id'),
    /** VTpass's last `code` and transaction status, and its whole last answer. */
    providerCode: text('provider_code'),
    providerStatus: text('provider_status'),
    providerResponse: jsonb('provider_response'),
    failureReason: text('failure_reason'),
    /** When `pay` was (to be) sent: set with the hold, by the one request that sends it. */
    paySentAt: ts('pay_sent_at'),
    requeryCount: integer('requery_count').notNull().default(0),
    /** When the background job asks VTpass again (pending bills only). */
    nextRequeryAt: ts('next_requery_at'),
    /** The last requery a VTpass webhook set off: at most one a minute per bill (webhooks are unsigned). */
    webhookRequeryAt: ts('webhook_requery_at'),
    finishedAt: ts('finished_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('bills_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('bills_transaction_uq').on(t.transactionId),
    index('bills_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bills_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bills_pending_idx').on(t.nextRequeryAt).where(sql`${t.status} = 'pending'`),
    check('bills_amount_chk', sql`${t.amount} > 0`),
    check('bills_service_chk', sql`${t.service} in ('airtime','data','electricity','cable')`),
    check('bills_status_chk', sql`${t.status} in ('pending','delivered','refunded')`),
  ],
);
