import { expressionBuilder, sql } from 'kysely';
import { all, first, type Queryable, qb } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import { safeMinor } from '#shared/money.ts';

// The back office's shared figures: each has one definition, here, and every
// screen that shows it reads it through these functions.

const profile = expressionBuilder<{ p: DB['profiles'] }, 'p'>();

/**
 * A KYC submission awaiting review: the user sent documents and nobody has
 * decided yet. A user who never uploaded anything is not pending review.
 * A condition on `profiles as p`; the literal is the KYC queue index's predicate.
 */
export const kycAwaitingReview = profile.and([
  profile('p.kyc_status', '=', sql.lit('pending')),
  profile('p.kyc_documents', 'is not', null),
]);

/** Pending KYC: users whose submission awaits an administrator (the KYC queue index). */
export async function countPendingKyc(db: Queryable): Promise<number> {
  const row = await first(
    db,
    qb
      .selectFrom('profiles as p')
      .where(kycAwaitingReview)
      .select((eb) => eb.fn.countAll<string>().as('n')),
  );
  return safeMinor(row?.n ?? 0);
}

/**
 * The ledger transactions about a customer (`t`); purely internal moves have
 * no user_id.
 */
export const customerTransactions = () =>
  qb.selectFrom('ledger_transactions as t').where('t.user_id', 'is not', null);

/**
 * The ledger transactions about a customer (`customerTransactions`) per
 * status, from the running totals the postings keep in the same transaction
 * (ledger_status_totals: a few rows, never stale; src/server/ledger/totals.ts
 * recounts them). Statuses no transaction has are absent.
 */
const statusTotals = () =>
  qb
    .selectFrom('ledger_status_totals')
    .select((eb) => ['status', eb.fn.sum<string>('transactions').as('n')])
    .groupBy('status')
    .having((eb) => eb.fn.sum('transactions'), '<>', sql<string>`0`);

/** Total transactions: every ledger transaction about a customer, whatever its status. */
export async function countTransactions(db: Queryable): Promise<number> {
  const rows = await all(db, statusTotals());
  return rows.reduce((n, r) => n + safeMinor(r.n), 0);
}

/** The same transactions as `countTransactions`, per status. */
export async function countTransactionsByStatus(db: Queryable): Promise<Record<string, number>> {
  const rows = await all(db, statusTotals());
  return Object.fromEntries(rows.map((r) => [r.status, safeMinor(r.n)]));
}
