import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/** A QR image uploaded for an RMB purchase, stored privately (the storage key, never a public URL). */
export const rmbQrFiles = pgTable(
  'rmb_qr_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('rmb_qr_files_user_idx').on(t.userId)],
);

/**
 * A purchase of RMB for an Alipay or WeChat Pay recipient. The naira is held
 * with the row, in one database transaction; an administrator completes
 * (settles) or fails (refunds) it.
 */
export const rmbPurchases = pgTable(
  'rmb_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    platform: text('platform').notNull(),
    alipayType: text('alipay_type'),
    /** Kobo held from the NGN wallet. */
    nairaAmount: bigint('naira_amount', { mode: 'number' }).notNull(),
    /** Fen the recipient gets. */
    rmbAmount: bigint('rmb_amount', { mode: 'number' }).notNull(),
    /** NGN to CNY, as priced. */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }).notNull(),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    recipientId: text('recipient_id').notNull(),
    fullName: text('full_name').notNull(),
    qrId: uuid('qr_id').references(() => rmbQrFiles.id, { onDelete: 'set null' }),
    adminNote: text('admin_note'),
    failureReason: text('failure_reason'),
    processedBy: text('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: ts('processed_at'),
    finishedAt: ts('finished_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('rmb_purchases_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('rmb_purchases_transaction_uq').on(t.transactionId),
    index('rmb_purchases_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('rmb_purchases_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('rmb_purchases_amounts_chk', sql`${t.nairaAmount} > 0 and ${t.rmbAmount} > 0`),
    check('rmb_purchases_platform_chk', sql`${t.platform} in ('alipay','wechat')`),
    check(
      'rmb_purchases_status_chk',
      sql`${t.status} in ('pending','processing','completed','failed')`,
    ),
  ],
);
