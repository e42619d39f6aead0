import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import { requestHash } from '#server/ledger/idempotency.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import { safeMinor } from '#shared/money.ts';
import type { Loan, LoanPage } from '#shared/schemas/loans.ts';
import type { LoanApplication } from '#shared/schemas/loans-application.ts';
import type { LoanDocumentField, LoanDocumentKind } from '#shared/schemas/loans-documents.ts';
import { checkLoanFile } from './loans.files.ts';
import {
  insertDocuments,
  insertLoan,
  type LoanRow,
  type NewDocument,
  selectKycTier,
  selectLoan,
  selectLoanByKey,
  selectLoans,
} from './loans.queries.ts';
import { toLoan } from './loans.view.ts';

export type LoansDeps = { pool: pg.Pool; storage: Storage };

export type UploadedFile = { field: LoanDocumentField; fileName: string; bytes: Uint8Array };

const kindOf = (field: LoanDocumentField): LoanDocumentKind =>
  field === 'additional_documents' ? 'additional' : field;

/** The application as it is stored (absent answers as null), so a repeat compares equal. */
function stored(a: LoanApplication) {
  return {
    loan_type: a.loan_type,
    loan_amount: a.loan_amount,
    loan_duration: a.loan_duration,
    use_of_funds: a.use_of_funds,
    personal_info: a.personal_info,
    business_info: {
      ...a.business_info,
      willing_to_provide_guarantor: a.business_info.willing_to_provide_guarantor ?? null,
      willing_to_provide_collateral: a.business_info.willing_to_provide_collateral ?? null,
    },
    declaration: a.declaration,
  };
}

/** What an Idempotency-Key is bound to: the application and its documents' names and sizes. */
function fingerprint(app: unknown, docs: { kind: string; file_name: string; size: number }[]) {
  const files = docs
    .map((d) => [d.kind, d.file_name, d.size] as const)
    .sort((a, b) => (a.join('\0') < b.join('\0') ? -1 : 1));
  return requestHash({ app, files });
}

function rowFingerprint(r: LoanRow) {
  return fingerprint(
    {
      loan_type: r.loan_type,
      loan_amount: safeMinor(r.amount_requested),
      loan_duration: r.duration_months,
      use_of_funds: r.use_of_funds,
      personal_info: r.personal_info,
      business_info: r.business_info,
      declaration: r.declaration,
    },
    r.documents,
  );
}

function sameRequest(row: LoanRow, hash: string): Loan {
  if (rowFingerprint(row) !== hash)
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request',
    );
  return toLoan(row);
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

export const LOAN_TIER_REQUIRED =
  'Loans need a verified BVN (tier 2). Verify your BVN in Settings, then apply.';

/**
 * Records a loan application (pending) with its documents. Only a tier 2 or 3
 * customer (a verified BVN) may apply: tier 1 is refused (KYC_REQUIRED) before
 * any file is looked at. Each file is checked by content and stored privately
 * under a key of its own before the rows are written; if the rows are not
 * written, the files are removed. An Idempotency-Key, when given, makes a
 * repeat answer the first application, also when both arrive together.
 */
export async function applyForLoan(
  deps: LoansDeps,
  userId: string,
  application: LoanApplication,
  files: UploadedFile[],
  idempotencyKey: string | null,
): Promise<{ loan: Loan; created: boolean }> {
  // The tier only ever rises, so reading it before the insert is enough.
  if ((await selectKycTier(deps.pool, userId)) < 2)
    throw new AppError('KYC_REQUIRED', LOAN_TIER_REQUIRED);
  const app = stored(application);
  const checked = await Promise.all(
    files.map(async (f) => ({ ...f, ...(await checkLoanFile(f.field, f.fileName, f.bytes)) })),
  );
  const docs: NewDocument[] = checked.map((f) => ({
    kind: kindOf(f.field),
    fileName: f.fileName.slice(0, 200) || `${f.field}.${f.extension}`,
    storageKey: `loan-documents/${userId}/${randomUUID()}.${f.extension}`,
    contentType: f.contentType,
    size: f.bytes.byteLength,
  }));
  const hash = fingerprint(
    app,
    docs.map((d) => ({ kind: d.kind, file_name: d.fileName, size: d.size })),
  );
  if (idempotencyKey) {
    const earlier = await selectLoanByKey(deps.pool, userId, idempotencyKey);
    if (earlier) return { loan: sameRequest(earlier, hash), created: false };
  }

  const removeFiles = () =>
    Promise.all(docs.map((d) => deps.storage.remove(d.storageKey).catch(() => {})));
  try {
    for (const [i, d] of docs.entries())
      await deps.storage.put(d.storageKey, checked[i]!.bytes, d.contentType);
    const id = await inTransaction(deps.pool, async (client) => {
      const loanId = await insertLoan(client, {
        userId,
        loanType: app.loan_type,
        amountRequested: app.loan_amount,
        durationMonths: app.loan_duration,
        useOfFunds: app.use_of_funds,
        personalInfo: app.personal_info,
        businessInfo: app.business_info,
        declaration: app.declaration,
        idempotencyKey,
      });
      await insertDocuments(client, loanId, docs);
      return loanId;
    });
    const row = await selectLoan(deps.pool, id, userId);
    return { loan: toLoan(row!), created: true };
  } catch (e) {
    await removeFiles();
    // The same key at the same moment: the other request wrote the application.
    if (idempotencyKey && isUniqueViolation(e)) {
      const twin = await selectLoanByKey(deps.pool, userId, idempotencyKey);
      if (twin) return { loan: sameRequest(twin, hash), created: false };
    }
    throw e;
  }
}

export async function getLoan(pool: pg.Pool, userId: string, id: string): Promise<Loan> {
  const row = await selectLoan(pool, id, userId);
  if (!row) throw notFound('Loan');
  return toLoan(row);
}

export async function listLoans(
  pool: pg.Pool,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<LoanPage> {
  const { rows, more } = await selectLoans(pool, userId, page);
  return { items: rows.map(toLoan), next_cursor: nextCursor(rows, more) };
}

// The overdue and default sweeps, for the browser tests' seed route (test-seed).
export { markOverdueInstalments } from './loans.jobs.ts';
export { markDefaultedLoans } from './loans-default.ts';
