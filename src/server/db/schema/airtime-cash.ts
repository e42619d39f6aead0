import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/** The fee a network's airtime-to-cash conversions cost, in percent; the back office edits it. */
export const airtimeRates = pgTable(
  'airtime_rates',
  {
    id: serial('id').primaryKey(),
    network: text('network').notNull().unique(),
    feePercentage: numeric('fee_percentage', { precision: 5, scale: 2 }).notNull(),
    updatedAt: now('updated_at'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('airtime_rates_network_chk', sql`${t.network} in ('MTN','Airtel','Glo','9Mobile')`),
    check('airtime_rates_fee_chk', sql`${t.feePercentage} between 0 and 100`),
  ],
);

/**
 * Airtime to cash: the user sends airtime by USSD to our receiving number; an
 * administrator who sees it arrive approves, which credits `net_amount` to the
 * NGN wallet once (`credit_transaction_id`). The carrier PIN is never stored:
 * `ussd_code` has it masked.
 */
export const airtimeCashRequests = pgTable(
  'airtime_cash_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    network: text('network').notNull(),
    /** Kobo of airtime sent. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The airtime rate's fee, in percent, when the request was made. */
    feePercentage: numeric('fee_percentage', { precision: 5, scale: 2 }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
    /** Kobo credited on approval: amount minus fee. */
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    phone: text('phone').notNull(),
    /** The USSD code with the carrier PIN masked. */
    ussdCode: text('ussd_code').notNull(),
    status: text('status').notNull().default('pending'),
    /** Why it was denied, shown to the user. */
    denyReason: text('deny_reason'),
    processedBy: text('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: ts('processed_at'),
    /** The ledger credit of an approved request: set once, so it is paid once. */
    creditTransactionId: uuid('credit_transaction_id').references(() => ledgerTransactions.id),
    /** The user's Idempotency-Key, when sent: a repeat answers this request, never a second. */
    idempotencyKey: text('idempotency_key'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('airtime_cash_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('airtime_cash_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('airtime_cash_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('airtime_cash_credit_uq').on(t.creditTransactionId),
    check('airtime_cash_network_chk', sql`${t.network} in ('MTN','Airtel','Glo','9Mobile')`),
    check(
      'airtime_cash_status_chk',
      sql`${t.status} in ('pending','approved','denied','completed')`,
    ),
    check(
      'airtime_cash_amounts_chk',
      sql`${t.amount} > 0 and ${t.feeAmount} >= 0 and ${t.netAmount} = ${t.amount} - ${t.feeAmount}`,
    ),
  ],
);
