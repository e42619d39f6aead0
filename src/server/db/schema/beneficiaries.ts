import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';

/**
 * A customer's saved recipients: a bank account (its name only ever the
 * bank's answer to a name enquiry, asked when it was saved) or another Owo
 * user (by id, so a changed e-mail or name still reaches the same person).
 * One row per owner and target; the service caps how many.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    /** The bank's name for the account (Paystack's resolve), never the client's. */
    accountName: text('account_name'),
    recipientUserId: text('recipient_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    createdAt: now('created_at'),
    /** Set after a successful withdrawal or transfer to it; the list shows the newest first. */
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('beneficiaries_bank_uq')
      .on(t.userId, t.bankCode, t.accountNumber)
      .where(sql`${t.kind} = 'bank'`),
    uniqueIndex('beneficiaries_owo_uq')
      .on(t.userId, t.recipientUserId)
      .where(sql`${t.kind} = 'owo'`),
    // The owner's list, newest used first (never used: newest saved first).
    index('beneficiaries_user_idx').on(
      t.userId,
      sql`${t.lastUsedAt} desc nulls last`,
      t.createdAt.desc(),
    ),
    // Deleting a user finds the rows that name them as a recipient.
    index('beneficiaries_recipient_idx').on(t.recipientUserId),
    check(
      'beneficiaries_kind_chk',
      sql`(${t.kind} = 'bank' and ${t.bankCode} is not null and ${t.bankName} is not null
        and ${t.accountNumber} is not null and ${t.accountName} is not null
        and ${t.recipientUserId} is null)
       or (${t.kind} = 'owo' and ${t.recipientUserId} is not null and ${t.bankCode} is null
        and ${t.bankName} is null and ${t.accountNumber} is null and ${t.accountName} is null)`,
    ),
    check('beneficiaries_self_chk', sql`${t.recipientUserId} is distinct from ${t.userId}`),
  ],
);
