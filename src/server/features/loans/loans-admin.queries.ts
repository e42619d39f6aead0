import { sql } from 'kysely';
import type pg from 'pg';
import { containsPattern } from '#server/db/like.ts';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import type { ScheduledInstalment } from '#shared/loans-schedule.ts';
import type { LoanStatus } from '#shared/schemas/loans.ts';
import { loans } from './loans.queries.ts';

// SQL of the back office's Loans: every loan, the stats, the decisions and the
// documents. Admin reads name no owner.

const adminLoans = () =>
  loans()
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('profiles as p', 'p.id', 'l.user_id')
    .leftJoin('users as rv', 'rv.id', 'l.reviewed_by')
    .select((eb) => [
      sql<string | null>`coalesce(nullif(${eb.ref('p.full_name')}, ''), ${eb.ref('u.name')})`.as(
        'user_name',
      ),
      'u.email as user_email',
      'rv.email as reviewed_by_email',
    ]);

export type AdminLoanRow = Row<ReturnType<typeof adminLoans>>;

export async function selectAdminLoan(q: Queryable, id: string) {
  return (await first(q, adminLoans().where('l.id', '=', id))) ?? null;
}

export type AdminLoanFilters = {
  status?: LoanStatus;
  q?: string;
  limit: number;
  cursor?: string;
};

/** The loans the filters match, newest first, unpaged (the CSV export reads them all). */
export function adminLoansQuery(f: Omit<AdminLoanFilters, 'limit'>) {
  let query = adminLoans()
    .where(keysetAfter('loan_applications', 'l', f.cursor))
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc');
  if (f.status) query = query.where('l.status', '=', f.status);
  if (f.q) {
    const like = containsPattern(f.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['l.id']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['u.name']), 'like', like),
        eb(eb.fn('lower', ['p.full_name']), 'like', like),
        eb(sql`lower(${eb.ref('l.personal_info')}->>'full_name')`, 'like', like),
        eb(sql`lower(${eb.ref('l.business_info')}->>'business_name')`, 'like', like),
      ]),
    );
  }
  return query;
}

export async function selectAdminLoans(
  q: Queryable,
  f: AdminLoanFilters,
): Promise<{ rows: AdminLoanRow[]; more: boolean }> {
  return pageRows(await all(q, adminLoansQuery(f).limit(f.limit + 1)), f.limit);
}

/** The Loans page's figures, each a bigint or numeric as text. */
export async function loanStats(q: Queryable): Promise<Record<string, string>> {
  const query = qb.selectFrom('loan_applications').select((eb) => {
    const count = (status: LoanStatus) =>
      eb.fn.countAll<string>().filterWhere('status', '=', status).as(status);
    return [
      eb.fn.countAll<string>().as('total'),
      count('pending'),
      count('under_review'),
      count('approved'),
      count('rejected'),
      count('disbursed'),
      count('repaid'),
      count('defaulted'),
      count('written_off'),
      eb.fn.coalesce(eb.fn.sum<string>('amount_requested'), sql<string>`0`).as('total_requested'),
      eb.fn
        .coalesce(
          eb.fn
            .sum<string>('amount_approved')
            .filterWhere('status', 'in', ['disbursed', 'repaid', 'defaulted', 'written_off']),
          sql<string>`0`,
        )
        .as('total_disbursed'),
      eb.fn.coalesce(eb.fn.sum<string>('amount_repaid'), sql<string>`0`).as('total_repaid'),
      eb.fn
        .coalesce(
          eb.fn
            .sum<string>(eb('total_repayment', '-', eb.ref('amount_repaid')))
            .filterWhere('status', 'in', ['disbursed', 'defaulted']),
          sql<string>`0`,
        )
        .as('total_outstanding'),
      eb.fn
        .coalesce(eb.fn.sum<string>('written_off_amount'), sql<string>`0`)
        .as('total_written_off'),
      eb
        .selectFrom('loan_instalments')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('status', '=', 'overdue')
        .$asScalar()
        .as('overdue_instalments'),
    ];
  });
  return (await first(q, query))! as Record<string, string>;
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
    await run(client, qb.deleteFrom('loan_instalments').where('loan_id', '=', id));
  const dropTerms = {
    amount_approved: null,
    monthly_rate: null,
    total_repayment: null,
    approved_at: null,
  };
  await run(
    client,
    qb
      .updateTable('loan_applications')
      .set((eb) => ({
        status,
        reviewed_by: adminId,
        reviewed_at: sql<Date>`now()`,
        admin_note: eb.fn.coalesce(eb.val(note), eb.ref('admin_note')),
        updated_at: sql<Date>`now()`,
        ...(status === 'rejected' ? dropTerms : {}),
      }))
      .where('id', '=', id),
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
  await run(
    client,
    qb
      .updateTable('loan_applications')
      .set((eb) => ({
        status: 'approved',
        amount_approved: terms.amount,
        monthly_rate: sql<string>`${terms.rate}::numeric`,
        total_repayment: terms.total,
        approved_at: sql<Date>`now()`,
        reviewed_by: adminId,
        reviewed_at: sql<Date>`now()`,
        admin_note: eb.fn.coalesce(eb.val(note), eb.ref('admin_note')),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id),
  );
  const { instalments } = terms;
  await run(
    client,
    qb
      .insertInto('loan_instalments')
      .columns(['loan_id', 'number', 'due_date', 'amount'])
      .expression(
        sql`SELECT ${id}, * FROM unnest(${instalments.map((i) => i.number)}::int[], ${instalments.map((i) => i.due_date)}::date[], ${instalments.map((i) => i.amount)}::bigint[])`,
      ),
  );
}

/**
 * Approved -> disbursed. The instalments fall due a month apart from the day
 * the money arrives (Lagos time), not from the approval: a late disbursement
 * never starts with instalments already overdue.
 */
export async function setDisbursed(client: pg.PoolClient, id: string, transactionId: string) {
  await run(
    client,
    qb
      .updateTable('loan_applications')
      .set({
        status: 'disbursed',
        disbursed_at: sql<Date>`now()`,
        disbursement_transaction_id: transactionId,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'approved'),
  );
  await run(
    client,
    qb
      .updateTable('loan_instalments')
      .set((eb) => ({
        due_date: sql<string>`((now() AT TIME ZONE 'Africa/Lagos')::date + make_interval(months => ${eb.ref('number')}))::date`,
        updated_at: sql<Date>`now()`,
      }))
      .where('loan_id', '=', id),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A document of a loan by its id, or by its kind for the three single ones. */
export async function selectDocument(q: Queryable, loanId: string, name: string) {
  const query = qb
    .selectFrom('loan_documents')
    .select(['file_name', 'storage_key', 'content_type'])
    .where('loan_id', '=', loanId)
    .where((eb) =>
      UUID.test(name)
        ? eb('id', '=', sql<string>`${name}::uuid`)
        : eb.and([eb('kind', '=', name), eb('kind', '<>', 'additional')]),
    )
    .orderBy('created_at')
    .limit(1);
  return (await first(q, query)) ?? null;
}
