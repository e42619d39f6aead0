import { type Expression, type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import type { InstalmentStatus, LoanStatus } from '#shared/schemas/loans.ts';
import type { LoanType } from '#shared/schemas/loans-choices.ts';
import type { LoanDocumentKind } from '#shared/schemas/loans-documents.ts';

// SQL of business loans. Every user read names its owner; admin reads name none.
// A loan row comes with its instalments, repayments and documents as JSON.

/** The applicant's CBN tier: loans need a verified BVN (tier 2 or 3). */
export async function selectKycTier(db: Queryable, userId: string) {
  const row = await first(
    db,
    qb.selectFrom('profiles').select('kyc_tier').where('id', '=', userId),
  );
  return row?.kyc_tier ?? 1;
}

/** What json_build_object makes of the rows: bigints as numbers, dates and times as text. */
export type InstalmentJson = {
  number: number;
  due_date: string;
  amount: number;
  paid_amount: number;
  status: InstalmentStatus;
};
export type RepaymentJson = {
  id: string;
  amount: number;
  transaction_id: string;
  created_at: string;
};
export type DocumentJson = {
  id: string;
  kind: LoanDocumentKind;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
};

/** `json_build_object('key', value, …)`; the values are the builder's references. */
const jsonObject = (fields: Record<string, Expression<unknown>>) =>
  sql`json_build_object(${sql.join(Object.entries(fields).flatMap(([k, v]) => [sql.lit(k), v]))})`;

/** A scalar subquery's JSON array, `[]` when it finds no row. */
const jsonList = <T>(list: Expression<unknown>): RawBuilder<T[]> =>
  sql<T[]>`coalesce(${list}, '[]')`;

const LOAN_COLUMNS = [
  'l.id',
  'l.user_id',
  'l.status',
  'l.loan_type',
  'l.amount_requested',
  'l.duration_months',
  'l.use_of_funds',
  'l.personal_info',
  'l.business_info',
  'l.declaration',
  'l.amount_approved',
  'l.monthly_rate',
  'l.total_repayment',
  'l.amount_repaid',
  'l.admin_note',
  'l.reviewed_at',
  'l.approved_at',
  'l.disbursed_at',
  'l.disbursement_transaction_id',
  'l.defaulted_at',
  'l.restructured_at',
  'l.written_off_at',
  'l.written_off_amount',
  'l.write_off_transaction_id',
  'l.created_at',
  'l.updated_at',
] as const;

export const loans = () =>
  qb
    .selectFrom('loan_applications as l')
    .select(LOAN_COLUMNS)
    .select((eb) => [
      jsonList<InstalmentJson>(
        eb
          .selectFrom('loan_instalments as i')
          .select((e) =>
            sql`json_agg(${jsonObject({
              number: e.ref('i.number'),
              due_date: e.ref('i.due_date'),
              amount: e.ref('i.amount'),
              paid_amount: e.ref('i.paid_amount'),
              status: e.ref('i.status'),
            })} ORDER BY ${e.ref('i.number')})`.as('list'),
          )
          .whereRef('i.loan_id', '=', 'l.id'),
      ).as('instalments'),
      jsonList<RepaymentJson>(
        eb
          .selectFrom('loan_repayments as r')
          .select((e) =>
            sql`json_agg(${jsonObject({
              id: e.ref('r.id'),
              amount: e.ref('r.amount'),
              transaction_id: e.ref('r.transaction_id'),
              created_at: e.ref('r.created_at'),
            })} ORDER BY ${e.ref('r.created_at')}, ${e.ref('r.id')})`.as('list'),
          )
          .whereRef('r.loan_id', '=', 'l.id'),
      ).as('repayments'),
      jsonList<DocumentJson>(
        eb
          .selectFrom('loan_documents as d')
          .select((e) =>
            sql`json_agg(${jsonObject({
              id: e.ref('d.id'),
              kind: e.ref('d.kind'),
              file_name: e.ref('d.file_name'),
              content_type: e.ref('d.content_type'),
              size: e.ref('d.size'),
              created_at: e.ref('d.created_at'),
            })} ORDER BY ${e.ref('d.created_at')}, ${e.ref('d.kind')}, ${e.ref('d.id')})`.as(
              'list',
            ),
          )
          .whereRef('d.loan_id', '=', 'l.id'),
      ).as('documents'),
    ]);

export type LoanRow = Row<ReturnType<typeof loans>>;

export type NewLoan = {
  userId: string;
  loanType: LoanType;
  amountRequested: number;
  durationMonths: number;
  useOfFunds: string;
  personalInfo: unknown;
  businessInfo: unknown;
  declaration: unknown;
  idempotencyKey: string | null;
};

/** Inserts an application under a new id, LN-{year in Lagos}-{next number}; returns the id. */
export async function insertLoan(client: pg.PoolClient, n: NewLoan): Promise<string> {
  const query = qb
    .insertInto('loan_applications')
    .values({
      id: sql<string>`'LN-' || to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || nextval('loan_number_seq')`,
      user_id: n.userId,
      loan_type: n.loanType,
      amount_requested: n.amountRequested,
      duration_months: n.durationMonths,
      use_of_funds: n.useOfFunds,
      personal_info: JSON.stringify(n.personalInfo),
      business_info: JSON.stringify(n.businessInfo),
      declaration: JSON.stringify(n.declaration),
      idempotency_key: n.idempotencyKey,
    })
    .returning('id');
  return (await first(client, query))!.id;
}

export type NewDocument = {
  kind: LoanDocumentKind;
  fileName: string;
  storageKey: string;
  contentType: string;
  size: number;
};

export async function insertDocuments(client: pg.PoolClient, loanId: string, docs: NewDocument[]) {
  const query = qb
    .insertInto('loan_documents')
    .columns(['loan_id', 'kind', 'file_name', 'storage_key', 'content_type', 'size'])
    .expression(
      sql`SELECT ${loanId}, * FROM unnest(${docs.map((d) => d.kind)}::text[], ${docs.map((d) => d.fileName)}::text[], ${docs.map((d) => d.storageKey)}::text[], ${docs.map((d) => d.contentType)}::text[], ${docs.map((d) => d.size)}::int[])`,
    );
  await run(client, query);
}

/** One loan; with `userId`, only that user's (anything else reads as not found). */
export async function selectLoan(q: Queryable, id: string, userId?: string) {
  const query = loans().where('l.id', '=', id);
  return (
    (await first(q, userId === undefined ? query : query.where('l.user_id', '=', userId))) ?? null
  );
}

export async function selectLoanByKey(q: Queryable, userId: string, key: string) {
  const query = loans().where('l.user_id', '=', userId).where('l.idempotency_key', '=', key);
  return (await first(q, query)) ?? null;
}

/** The loan's row locked for this transaction (decisions, disbursement, repayments): one at a time. */
export async function lockLoan(client: pg.PoolClient, id: string, userId?: string) {
  const query = qb
    .selectFrom('loan_applications')
    .select([
      'id',
      'user_id',
      'status',
      'amount_requested',
      'duration_months',
      'amount_approved',
      'total_repayment',
      'amount_repaid',
      'admin_note',
    ])
    .where('id', '=', id)
    .forUpdate();
  const row = await first(
    client,
    userId === undefined ? query : query.where('user_id', '=', userId),
  );
  return row ? { ...row, status: row.status as LoanStatus } : null;
}
export type LockedLoan = NonNullable<Awaited<ReturnType<typeof lockLoan>>>;

/** Keyset paging on (created_at, id), newest first; the ids are LN-{year}-{number}, text. */
export async function selectLoans(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: LoanRow[]; more: boolean }> {
  const query = loans()
    .where('l.user_id', '=', userId)
    .where(keysetAfter('loan_applications', 'l', page.cursor, { owner: userId }))
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(page.limit + 1);
  return pageRows(await all(q, query), page.limit);
}
