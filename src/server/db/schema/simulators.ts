import { sql } from 'drizzle-orm';
import { bigserial, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { now, ts } from './columns.ts';

/** The local Paystack simulator's own records (transactions, recipients, transfers, dedicated accounts, bank transfers into them). */
export const paystackSimRecords = pgTable(
  'paystack_sim_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** access_code, recipient_code or transfer_code. */
    code: text('code').notNull(),
    data: jsonb('data').notNull(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('paystack_sim_records_ref_uq').on(t.kind, t.reference),
    uniqueIndex('paystack_sim_records_code_uq').on(t.kind, t.code),
    check(
      'paystack_sim_records_kind_chk',
      sql`${t.kind} in ('transaction','recipient','transfer','dedicated_account','bank_transfer')`,
    ),
  ],
);

/** The local VTpass simulator's own record of every `pay` it received, by request_id. */
export const vtpassSimRecords = pgTable(
  'vtpass_sim_records',
  {
    requestId: text('request_id').primaryKey(),
    /** How many `pay` calls carried this request_id (more than one is a double payment). */
    payCalls: integer('pay_calls').notNull().default(1),
    /** delivered, pending, failed or reversed: what a requery answers now. */
    status: text('status').notNull(),
    /** What `pay` was sent, and the transaction it answers with. */
    data: jsonb('data').notNull(),
    /** A pending one becomes final (`final_status`) at this time. */
    resolveAt: ts('resolve_at'),
    finalStatus: text('final_status'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check(
      'vtpass_sim_records_status_chk',
      sql`${t.status} in ('delivered','pending','failed','reversed')`,
    ),
  ],
);
