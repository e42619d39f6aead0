import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';

/**
 * Maker-checker: a large administrator action (a credit or debit, a withdrawal
 * approval, a loan disbursement above APPROVAL_THRESHOLD_NGN) waits here until
 * a second, different administrator approves or rejects it. Nothing moves
 * while it is pending; the approving request carries the action out.
 */
export const adminApprovals = pgTable(
  'admin_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The withdrawal's or the loan's id; null for a credit or debit. */
    subjectId: text('subject_id'),
    /** A credit's or debit's Idempotency-Key: the same key asks once. */
    idempotencyKey: text('idempotency_key'),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Kobo: the amount at the rate of the day it was asked, compared with the threshold. */
    amountNgn: bigint('amount_ngn', { mode: 'number' }).notNull(),
    /** The requester's why: the description or the notes. */
    reason: text('reason'),
    /** What the action needs to be carried out (and to show the checker). */
    payload: jsonb('payload').notNull().default({}),
    createdAt: now('created_at'),
    decidedAt: ts('decided_at'),
    /** The checker's reason to reject, or why the action failed at approval. */
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('admin_approvals_pending_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('admin_approvals_subject_pending_uq')
      .on(t.kind, t.subjectId)
      .where(sql`${t.status} = 'pending' and ${t.subjectId} is not null`),
    uniqueIndex('admin_approvals_idem_uq').on(t.requestedBy, t.idempotencyKey),
    check(
      'admin_approvals_kind_chk',
      sql`${t.kind} in ('credit','debit','withdrawal_approval','loan_disbursement')`,
    ),
    check(
      'admin_approvals_status_chk',
      sql`${t.status} in ('pending','approved','rejected','failed')`,
    ),
    check('admin_approvals_amount_chk', sql`${t.amount} > 0 and ${t.amountNgn} >= 0`),
    check(
      'admin_approvals_decided_chk',
      sql`(${t.status} = 'pending') = (${t.decidedBy} is null and ${t.decidedAt} is null)`,
    ),
  ],
);
