import { sql } from 'kysely';
import { containsPattern } from '#server/db/like.ts';
import { all, first, type Queryable, qb, type Row } from '#server/db/query.ts';
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

/**
 * One entry on the user's own wallets (none for another's, or an unknown id),
 * with what its receipt names: the owner, the other party of a transfer,
 * the bank account a withdrawal went to.
 */
export function selectReceiptEntry(db: Queryable, userId: string, entryId: string) {
  return first(
    db,
    entries()
      .innerJoin('users as owner', 'owner.id', 'a.user_id')
      .leftJoin('profiles as op', 'op.id', 'a.user_id')
      .leftJoin('withdrawals as w', 'w.transaction_id', 'e.transaction_id')
      // A transfer's other party: the recipient of money out, the sender of money in.
      .leftJoin('users as party', (join) =>
        join.on(
          sql<boolean>`party.id = CASE WHEN t.kind = 'transfer' THEN CASE WHEN e.amount < 0
            THEN t.metadata->>'to_user_id' ELSE t.user_id END END`,
        ),
      )
      .leftJoin('profiles as pp', 'pp.id', 'party.id')
      .select((eb) => [
        't.kind',
        'owner.email as owner_email',
        eb.fn.coalesce(nullIfEmpty('op.full_name'), nullIfEmpty('owner.name')).as('owner_name'),
        'party.email as party_email',
        eb.fn.coalesce(nullIfEmpty('pp.full_name'), nullIfEmpty('party.name')).as('party_name'),
        'w.bank_name',
        'w.account_number',
        'w.account_name',
      ])
      .where('a.user_id', '=', userId)
      .where('e.id', '=', entryId),
  );
}

const nullIfEmpty = (column: 'op.full_name' | 'owner.name' | 'pp.full_name' | 'party.name') =>
  sql<string | null>`nullif(${sql.ref(column)}, '')`;

export type ReceiptEntryRow = NonNullable<Awaited<ReturnType<typeof selectReceiptEntry>>>;
