import { sql } from 'kysely';
import { containsPattern } from '#server/db/like.ts';
import { all, type Queryable, qb, type Row } from '#server/db/query.ts';
import type { TransactionsQuery } from '#shared/schemas/transactions.ts';

const entries = () =>
  qb
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([
      (eb) => sql<string>`${eb.ref('e.id')}::text`.as('id'),
      'e.transaction_id',
      'e.amount',
      'e.currency',
      'e.balance_after',
      (eb) => eb.fn.coalesce('e.description', 't.description').as('description'),
      't.kind',
      't.category',
      't.status',
      't.reference',
      't.metadata',
      'e.created_at',
      't.updated_at',
    ]);

export type EntryRow = Row<ReturnType<typeof entries>>;

/**
 * One row per ledger entry on the user's own wallets, newest first, keyset-paged
 * on the entry id (a bigint, compared as one). Income is money in (amount > 0),
 * expense money out.
 */
export async function selectUserEntries(pool: Queryable, userId: string, query: TransactionsQuery) {
  let q = entries()
    .where('a.user_id', '=', userId)
    .orderBy('e.id', 'desc')
    .limit(query.limit + 1);
  if (query.currency) q = q.where('a.currency', '=', query.currency);
  if (query.q) {
    const like = containsPattern(query.q);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn.coalesce('e.description', 't.description', sql.lit('')), 'ilike', like),
        eb('t.category', 'ilike', like),
      ]),
    );
  }
  if (query.type === 'income') q = q.where('e.amount', '>', '0');
  if (query.type === 'expense') q = q.where('e.amount', '<', '0');
  if (query.cursor) q = q.where('e.id', '<', query.cursor);
  return all(pool, q);
}
