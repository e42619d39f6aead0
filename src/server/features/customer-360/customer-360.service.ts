import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound, refuseSelf } from '#server/http/errors.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { Customer360, CustomerNote } from '#shared/schemas/customer-360.ts';
import { getAdminUser } from '../admin/admin.service.ts';
import { appendAudit } from '../audit/audit.service.ts';
import {
  selectBvnVerifiedAt,
  selectCustomerAudit,
  selectRecentAirtimeCash,
  selectRecentBills,
  selectRecentEntries,
  selectRecentLoans,
  selectRecentRmb,
  selectRecentWithdrawals,
  selectWallets,
} from './customer-360.queries.ts';
import { customerExists, insertNote, selectNotes } from './customer-notes.queries.ts';

const iso = (d: Date) => d.toISOString();
const minorOrNull = (v: string | null) => (v === null ? null : safeMinor(v));

type AuditRow = Awaited<ReturnType<typeof selectCustomerAudit>>[number];
const toAudit = (r: AuditRow) => ({ ...r, created_at: iso(r.created_at) });

type NoteRow = NonNullable<Awaited<ReturnType<typeof insertNote>>>;
const toNote = (r: NoteRow): CustomerNote => ({ ...r, created_at: iso(r.created_at) });

/**
 * Everything the back office knows about one customer, each section its newest
 * few rows: the sections are independent reads, run at once on the pool given
 * (the replica when there is one, see readReport). 404 when there is no such user.
 */
export async function getCustomer360(pool: Pool, userId: string): Promise<Customer360> {
  const [
    customer,
    bvn,
    wallets,
    entries,
    bills,
    withdrawals,
    rmb,
    loans,
    airtime,
    kyc,
    notes,
    audit,
  ] = await Promise.all([
    getAdminUser(pool, userId),
    selectBvnVerifiedAt(pool, userId),
    selectWallets(pool, userId),
    selectRecentEntries(pool, userId),
    selectRecentBills(pool, userId),
    selectRecentWithdrawals(pool, userId),
    selectRecentRmb(pool, userId),
    selectRecentLoans(pool, userId),
    selectRecentAirtimeCash(pool, userId),
    selectCustomerAudit(pool, userId, 'kyc.decision'),
    selectNotes(pool, userId),
    selectCustomerAudit(pool, userId),
  ]);
  return {
    customer,
    bvn_verified_at: bvn?.bvn_verified_at ? iso(bvn.bvn_verified_at) : null,
    wallets: wallets.map((w) => ({
      currency: w.currency as Currency,
      balance: safeMinor(w.balance),
    })),
    transactions: entries.map((e) => ({
      ...e,
      currency: e.currency as Currency,
      amount: safeMinor(e.amount),
      created_at: iso(e.created_at),
    })),
    bills: bills.map((b) => ({ ...b, amount: safeMinor(b.amount), created_at: iso(b.created_at) })),
    withdrawals: withdrawals.map((w) => ({
      ...w,
      amount: safeMinor(w.amount),
      created_at: iso(w.created_at),
    })),
    rmb_purchases: rmb.map((r) => ({
      ...r,
      naira_amount: safeMinor(r.naira_amount),
      rmb_amount: safeMinor(r.rmb_amount),
      created_at: iso(r.created_at),
    })),
    loans: loans.map((l) => ({
      ...l,
      amount_requested: safeMinor(l.amount_requested),
      amount_approved: minorOrNull(l.amount_approved),
      created_at: iso(l.created_at),
    })),
    airtime_cash: airtime.map((a) => ({
      ...a,
      amount: safeMinor(a.amount),
      net_amount: safeMinor(a.net_amount),
      created_at: iso(a.created_at),
    })),
    kyc_decisions: kyc.map(toAudit),
    notes: notes.map(toNote),
    audit: audit.map(toAudit),
  };
}

/**
 * Appends an administrator's note on a customer, audited in the same
 * transaction. Not on their own account (SELF_ACTION, as every other action
 * there): the notes are what colleagues read before deciding about a
 * customer, so an administrator must not write their own file.
 */
export async function addCustomerNote(
  pool: Pool,
  adminId: string,
  userId: string,
  text: string,
): Promise<CustomerNote> {
  return inTransaction(pool, async (client) => {
    if (!(await customerExists(client, userId))) throw notFound('Customer');
    refuseSelf(adminId, userId, 'customer.note');
    const note = await insertNote(client, userId, adminId, text);
    if (!note) throw new Error('the note was not written');
    await appendAudit(client, {
      actorId: adminId,
      action: 'customer.note',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { note_id: note.id, text },
    });
    return toNote(note);
  });
}
