import type { Queryable } from '#server/ledger/post.ts';
import { safeMinor } from '#shared/money.ts';

// The back office's shared figures: each has one definition, here, and every
// screen that shows it reads it through these functions.

/**
 * A KYC submission awaiting review: the user sent documents and nobody has
 * decided yet. A user who never uploaded anything is not pending review.
 * Columns of `profiles`, unqualified.
 */
export const KYC_AWAITING_REVIEW = `kyc_status = 'pending' AND kyc_documents IS NOT NULL`;

/** Pending KYC: users whose submission awaits an administrator (the KYC queue index). */
export async function countPendingKyc(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM profiles WHERE ${KYC_AWAITING_REVIEW}`,
  );
  return safeMinor(rows[0]?.n ?? 0);
}

/** A ledger transaction about a customer; purely internal moves have no user_id. */
const CUSTOMER_TRANSACTION = 'user_id IS NOT NULL';

/**
 * Total transactions: every ledger transaction about a customer, whatever its
 * status. Exact: an index-only scan of the partial index on created_at of
 * exactly these rows.
 */
export async function countTransactions(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_transactions WHERE ${CUSTOMER_TRANSACTION}`,
  );
  return safeMinor(rows[0]?.n ?? 0);
}

/** The same transactions as `countTransactions`, per status. */
export async function countTransactionsByStatus(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query<{ status: string; n: string }>(
    `SELECT status, count(*) AS n FROM ledger_transactions WHERE ${CUSTOMER_TRANSACTION}
      GROUP BY status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, safeMinor(r.n)]));
}
