import type pg from 'pg';
import { containsPattern } from '#server/db/like.ts';
import { afterRow, pageRows } from '#server/db/paging.ts';
import type { Queryable } from '#server/ledger/post.ts';
import type { ScheduledInstalment } from '#shared/loans-schedule.ts';
import type { LoanStatus } from '#shared/schemas/loans.ts';
import { type AdminLoanRow, LOAN_COLUMNS, LOAN_ROWS } from './loans.queries.ts';

// SQL of the back office's Loans: every loan, the stats, the decisions and the
// documents. Admin reads name no owner.

const ADMIN_COLUMNS = `${LOAN_COLUMNS}, coalesce(nullif(p.full_name, ''), u.name) AS user_name,
  u.email AS user_email, rv.email AS reviewed_by_email`;
const ADMIN_FROM = `loan_applications l JOIN users u ON u.id = l.user_id
  LEFT JOIN profiles p ON p.id = l.user_id LEFT JOIN users rv ON rv.id = l.reviewed_by`;

export async function selectAdminLoan(q: Queryable, id: string) {
  const { rows } = await q.query<AdminLoanRow>(
    `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export type AdminLoanFilters = {
  status?: LoanStatus;
  q?: string;
  limit: number;
  cursor?: string;
};

export async function selectAdminLoans(
  q: Queryable,
  f: AdminLoanFilters,
): Promise<{ rows: AdminLoanRow[]; more: boolean }> {
  const params: unknown[] = [f.status ?? null];
  let search = '';
  if (f.q) {
    params.push(containsPattern(f.q.toLowerCase()));
    const n = params.length;
    search = `AND (lower(l.id) LIKE $${n} OR lower(u.email) LIKE $${n} OR lower(u.name) LIKE $${n}
      OR lower(p.full_name) LIKE $${n} OR lower(l.personal_info->>'full_name') LIKE $${n}
      OR lower(l.business_info->>'business_name') LIKE $${n})`;
  }
  const after = afterRow({ ...LOAN_ROWS, cursor: f.cursor, params });
  params.push(f.limit + 1);
  const { rows } = await q.query<AdminLoanRow>(
    `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM}
      WHERE ($1::text IS NULL OR l.status = $1) ${search} ${after}
      ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, f.limit);
}

export async function loanStats(q: Queryable) {
  const { rows } = await q.query<Record<string, string>>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE status = 'pending') AS pending,
            count(*) FILTER (WHERE status = 'under_review') AS under_review,
            count(*) FILTER (WHERE status = 'approved') AS approved,
            count(*) FILTER (WHERE status = 'rejected') AS rejected,
            count(*) FILTER (WHERE status = 'disbursed') AS disbursed,
            count(*) FILTER (WHERE status = 'repaid') AS repaid,
            coalesce(sum(amount_requested), 0) AS total_requested,
            coalesce(sum(amount_approved) FILTER (WHERE status IN ('disbursed', 'repaid')), 0) AS total_disbursed,
            coalesce(sum(amount_repaid), 0) AS total_repaid,
            coalesce(sum(total_repayment - amount_repaid) FILTER (WHERE status = 'disbursed'), 0) AS total_outstanding,
            (SELECT count(*) FROM loan_instalments WHERE status = 'overdue') AS overdue_instalments
       FROM loan_applications`,
  );
  return rows[0]!;
}

/** A decision that fixes no terms: under review, or rejected (any terms and schedule dropped). */
export async function setReviewed(
  client: pg.PoolClient,
  id: string,
  status: 'under_review' | 'rejected',
  adminId: string,
  note: string | null,
) {
  if (status === 'rejected')
    await client.query('DELETE FROM loan_instalments WHERE loan_id = $1', [id]);
  await client.query(
    `UPDATE loan_applications SET status = $2, reviewed_by = $3, reviewed_at = now(),
        admin_note = coalesce($4, admin_note), updated_at = now(),
        amount_approved = CASE WHEN $2 = 'rejected' THEN NULL ELSE amount_approved END,
        monthly_rate = CASE WHEN $2 = 'rejected' THEN NULL ELSE monthly_rate END,
        total_repayment = CASE WHEN $2 = 'rejected' THEN NULL ELSE total_repayment END,
        approved_at = CASE WHEN $2 = 'rejected' THEN NULL ELSE approved_at END
      WHERE id = $1`,
    [id, status, adminId, note],
  );
}

/** Approval: the amount, the month rate (a fraction), the total and the instalments, together. */
export async function setApproved(
  client: pg.PoolClient,
  id: string,
  adminId: string,
  terms: { amount: number; rate: string; total: number; instalments: ScheduledInstalment[] },
  note: string | null,
) {
  await client.query(
    `UPDATE loan_applications SET status = 'approved', amount_approved = $3, monthly_rate = $4::numeric,
        total_repayment = $5, approved_at = now(), reviewed_by = $2, reviewed_at = now(),
        admin_note = coalesce($6, admin_note), updated_at = now()
      WHERE id = $1`,
    [id, adminId, terms.amount, terms.rate, terms.total, note],
  );
  await client.query(
    `INSERT INTO loan_instalments (loan_id, number, due_date, amount)
     SELECT $1, * FROM unnest($2::int[], $3::date[], $4::bigint[])`,
    [
      id,
      terms.instalments.map((i) => i.number),
      terms.instalments.map((i) => i.due_date),
      terms.instalments.map((i) => i.amount),
    ],
  );
}

/**
 * Approved -> disbursed. The instalments fall due a month apart from the day
 * the money arrives (Lagos time), not from the approval: a late disbursement
 * never starts with instalments already overdue.
 */
export async function setDisbursed(client: pg.PoolClient, id: string, transactionId: string) {
  await client.query(
    `UPDATE loan_applications SET status = 'disbursed', disbursed_at = now(),
        disbursement_transaction_id = $2, updated_at = now()
      WHERE id = $1 AND status = 'approved'`,
    [id, transactionId],
  );
  await client.query(
    `UPDATE loan_instalments
        SET due_date = ((now() AT TIME ZONE 'Africa/Lagos')::date + make_interval(months => number))::date,
            updated_at = now()
      WHERE loan_id = $1`,
    [id],
  );
}

export type DocumentFile = {
  file_name: string;
  storage_key: string;
  content_type: string;
};

/** A document of a loan by its id, or by its kind for the three single ones. */
export async function selectDocument(q: Queryable, loanId: string, name: string) {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(name);
  const { rows } = await q.query<DocumentFile>(
    `SELECT file_name, storage_key, content_type FROM loan_documents
      WHERE loan_id = $1 AND ${byId ? 'id = $2::uuid' : "kind = $2 AND kind <> 'additional'"}
      ORDER BY created_at LIMIT 1`,
    [loanId, name],
  );
  return rows[0] ?? null;
}
