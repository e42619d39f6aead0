import { sql } from 'kysely';
import { all, first, type Queryable, qb } from '#server/db/query.ts';
import type { Currency } from '#shared/constants.ts';

// A statement reads the wallet's own ledger entries: the balance the ledger
// keeps is the sum of them all (checkLedger proves it), so the balance at an
// instant is the sum of the entries made before it. Every entry counts, a
// hold's included: a hold takes the money out of the wallet when it is made
// (its transaction stays `pending` until settled), and a refund brings it
// back as an entry of its own, exactly as the wallet's balance moved.

/** Lagos midnight at the start of `day` ("2026-01-01" -> 2025-12-31 23:00 UTC). */
const startOf = (day: string) => sql<Date>`(${day}::date::timestamp AT TIME ZONE 'Africa/Lagos')`;
/** Lagos midnight at the end of `day`: the start of the next one. */
const endOf = (day: string) =>
  sql<Date>`((${day}::date + 1)::timestamp AT TIME ZONE 'Africa/Lagos')`;

/** The user's own wallet in `currency` (undefined: none). */
export function selectWallet(db: Queryable, userId: string, currency: Currency) {
  return first(
    db,
    qb
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('currency', '=', currency),
  );
}

/** The wallet's balance at Lagos midnight starting `from`: the sum of its entries before it. */
export async function selectOpening(db: Queryable, accountId: string, from: string) {
  const row = await first(
    db,
    qb
      .selectFrom('ledger_entries')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('balance'))
      .where('account_id', '=', accountId)
      .where('created_at', '<', startOf(from)),
  );
  return row?.balance ?? '0';
}

/** The wallet's entries from Lagos midnight starting `from` to the one ending `to`, oldest first. */
export function selectPeriodEntries(db: Queryable, accountId: string, from: string, to: string) {
  return all(
    db,
    qb
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select([
        'e.created_at',
        (eb) => sql<string>`${eb.ref('e.amount')}::text`.as('amount'),
        (eb) => eb.fn.coalesce('e.description', 't.description').as('description'),
        't.kind',
        't.category',
        't.status',
        't.reference',
      ])
      .where('e.account_id', '=', accountId)
      .where('e.created_at', '>=', startOf(from))
      .where('e.created_at', '<', endOf(to))
      // Time order; entries made in the same transaction keep the order they were written.
      .orderBy('e.created_at')
      .orderBy('e.id'),
  );
}
