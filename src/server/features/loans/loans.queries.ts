import type pg from 'pg';
import { afterRow, pageRows } from '#server/db/paging.ts';
import type { Queryable } from '#server/ledger/post.ts';
import type {
  InstalmentStatus,
  LoanDocumentKind,
  LoanStatus,
  LoanType,
} from '#shared/schemas/loans.ts';

// SQL of business loans. Every user read names its owner; admin reads name none.
// A loan row comes with its instalments, repayments and documents as JSON.

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

export type LoanRow = {
  id: string;
  user_id: string;
  status: LoanStatus;
  loan_type: LoanType;
  amount_requested: string;
  duration_months: number;
  use_of_funds: string;
  personal_info: unknown;
  business_info: unknown;
  declaration: unknown;
  amount_approved: string | null;
  monthly_rate: string | null;
  total_repayment: string | null;
  amount_repaid: string;
  admin_note: string | null;
  reviewed_at: Date | null;
  approved_at: Date | null;
  disbursed_at: Date | null;
  disbursement_transaction_id: string | null;
  created_at: Date;
  updated_at: Date;
  instalments: InstalmentJson[];
  repayments: RepaymentJson[];
  documents: DocumentJson[];
};

export type AdminLoanRow = LoanRow & {
  user_name: string | null;
  user_email: string;
  reviewed_by_email: string | null;
};

export const LOAN_COLUMNS = `l.id, l.user_id, l.status, l.loan_type, l.amount_requested::text AS amount_requested,
  l.duration_months, l.use_of_funds, l.personal_info, l.business_info, l.declaration,
  l.amount_approved::text AS amount_approved, l.monthly_rate::text AS monthly_rate,
  l.total_repayment::text AS total_repayment, l.amount_repaid::text AS amount_repaid,
  l.admin_note, l.reviewed_at, l.approved_at, l.disbursed_at, l.disbursement_transaction_id,
  l.created_at, l.updated_at,
  coalesce((SELECT json_agg(json_build_object('number', i.number, 'due_date', i.due_date,
      'amount', i.amount, 'paid_amount', i.paid_amount, 'status', i.status) ORDER BY i.number)
    FROM loan_instalments i WHERE i.loan_id = l.id), '[]') AS instalments,
  coalesce((SELECT json_agg(json_build_object('id', r.id, 'amount', r.amount,
      'transaction_id', r.transaction_id, 'created_at', r.created_at) ORDER BY r.created_at, r.id)
    FROM loan_repayments r WHERE r.loan_id = l.id), '[]') AS repayments,
  coalesce((SELECT json_agg(json_build_object('id', d.id, 'kind', d.kind, 'file_name', d.file_name,
      'content_type', d.content_type, 'size', d.size, 'created_at', d.created_at)
      ORDER BY d.created_at, d.kind, d.id)
    FROM loan_documents d WHERE d.loan_id = l.id), '[]') AS documents`;

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
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO loan_applications (id, user_id, loan_type, amount_requested, duration_months,
        use_of_funds, personal_info, business_info, declaration, idempotency_key)
     VALUES ('LN-' || to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || nextval('loan_number_seq'),
        $1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9)
     RETURNING id`,
    [
      n.userId,
      n.loanType,
      n.amountRequested,
      n.durationMonths,
      n.useOfFunds,
      JSON.stringify(n.personalInfo),
      JSON.stringify(n.businessInfo),
      JSON.stringify(n.declaration),
      n.idempotencyKey,
    ],
  );
  return rows[0]!.id;
}

export type NewDocument = {
  kind: LoanDocumentKind;
  fileName: string;
  storageKey: string;
  contentType: string;
  size: number;
};

export async function insertDocuments(client: pg.PoolClient, loanId: string, docs: NewDocument[]) {
  await client.query(
    `INSERT INTO loan_documents (loan_id, kind, file_name, storage_key, content_type, size)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
    [
      loanId,
      docs.map((d) => d.kind),
      docs.map((d) => d.fileName),
      docs.map((d) => d.storageKey),
      docs.map((d) => d.contentType),
      docs.map((d) => d.size),
    ],
  );
}

/** One loan; with `userId`, only that user's (anything else reads as not found). */
export async function selectLoan(q: Queryable, id: string, userId?: string) {
  const { rows } = await q.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} FROM loan_applications l
      WHERE l.id = $1 AND ($2::text IS NULL OR l.user_id = $2)`,
    [id, userId ?? null],
  );
  return rows[0] ?? null;
}

export async function selectLoanByKey(q: Queryable, userId: string, key: string) {
  const { rows } = await q.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} FROM loan_applications l WHERE l.user_id = $1 AND l.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** The loan's row locked for this transaction (decisions, disbursement, repayments): one at a time. */
export async function lockLoan(client: pg.PoolClient, id: string, userId?: string) {
  const { rows } = await client.query<{
    id: string;
    user_id: string;
    status: LoanStatus;
    amount_requested: string;
    duration_months: number;
    amount_approved: string | null;
    total_repayment: string | null;
    amount_repaid: string;
    admin_note: string | null;
  }>(
    `SELECT id, user_id, status, amount_requested::text AS amount_requested, duration_months,
            amount_approved::text AS amount_approved, total_repayment::text AS total_repayment,
            amount_repaid::text AS amount_repaid, admin_note
       FROM loan_applications WHERE id = $1 AND ($2::text IS NULL OR user_id = $2) FOR UPDATE`,
    [id, userId ?? null],
  );
  return rows[0] ?? null;
}
export type LockedLoan = NonNullable<Awaited<ReturnType<typeof lockLoan>>>;

/** Keyset paging on (created_at, id); the ids are LN-{year}-{number}, text. */
export const LOAN_ROWS = { table: 'loan_applications', alias: 'l' } as const;

export async function selectLoans(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: LoanRow[]; more: boolean }> {
  const params: unknown[] = [userId];
  const after = afterRow({ ...LOAN_ROWS, cursor: page.cursor, params, owner: '$1' });
  params.push(page.limit + 1);
  const { rows } = await q.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} FROM loan_applications l WHERE l.user_id = $1 ${after}
      ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, page.limit);
}
