import { sql } from 'kysely';
import { containsPattern } from '#server/db/like.ts';
import { all, first, type Queryable, qb, type Row } from '#server/db/query.ts';
import { CURRENCIES } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminTransactionStats,
  AdminTransactionsQuery,
} from '#shared/schemas/admin-transactions.ts';
import { countTransactionsByStatus, customerTransactions } from './admin-counts.queries.ts';

/** Entries with their account, transaction and the account owner's profile. */
const joined = () =>
  qb
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('profiles as p', 'p.id', 'a.user_id');

type Joined = ReturnType<typeof joined>;

/** A bigint 0, written as a literal (bigint columns read as strings). */
const ZERO = sql<string>`0`;

const entries = (q: Joined) =>
  q.select((eb) => [
    eb.cast<string>('e.id', 'text').as('id'),
    'e.transaction_id',
    // The account's owner: the join makes p.id = a.user_id, never null.
    'p.id as user_id',
    'p.email as user_email',
    'p.full_name as user_name',
    'e.currency',
    eb.cast<string>('e.amount', 'text').as('amount'),
    eb.cast<string>('e.balance_after', 'text').as('balance_after'),
    eb.fn.coalesce('e.description', 't.description').as('description'),
    't.kind',
    't.category',
    't.status',
    't.reference',
    'e.created_at',
  ]);

export type AdminEntryRow = Row<ReturnType<typeof entries>>;

/** Entries on a user's wallet that pass the list's filters, after the cursor. */
function matching(query: Omit<AdminTransactionsQuery, 'limit'>): Joined {
  let q = joined().where('a.user_id', 'is not', null);
  if (query.currency) q = q.where('e.currency', '=', query.currency);
  if (query.status) q = q.where('t.status', '=', query.status);
  if (query.type === 'credit') q = q.where('e.amount', '>', ZERO);
  if (query.type === 'debit') q = q.where('e.amount', '<', ZERO);
  // A bigint id, compared as a number (the parameter takes e.id's type).
  if (query.cursor) q = q.where('e.id', '<', query.cursor);
  return q;
}

/**
 * How far back a search looks into descriptions: the newest this many
 * customer transactions, and the newest this many ledger entries. Nothing
 * indexes free text on the ledger (an index there would be written by every
 * posting), so a description search reads rows; this bounds how many.
 */
export const DESCRIPTION_WINDOW = 5_000;

/**
 * One row per entry on a user's wallet (system accounts are the other side
 * and are left out), newest first, keyset-paged on the entry id. Money in is
 * a positive amount. The search `q` matches, case-insensitively: a
 * transaction's reference exactly (the unique index on it), part of the
 * owner's e-mail (the trigram index on lower(email)), or part of the
 * description of a transaction or entry among the newest DESCRIPTION_WINDOW
 * of each.
 *
 * A search is branches, one per column the text can be in, each answered by
 * its index (or its bounded window) and taking its own newest rows, merged at
 * the end. One OR across three joined tables could use no index at all.
 */
export async function selectAdminEntries(
  q: Queryable,
  query: AdminTransactionsQuery,
): Promise<AdminEntryRow[]> {
  return all(q, adminEntriesQuery(query, query.limit + 1));
}

/** selectAdminEntries' query: `limit` rows, or without one every row (the CSV export). */
export function adminEntriesQuery(query: Omit<AdminTransactionsQuery, 'limit'>, limit?: number) {
  const upTo = <Q extends { limit: (n: number) => Q }>(q: Q) =>
    limit === undefined ? q : q.limit(limit);
  const base = matching(query);
  if (!query.q) return upTo(entries(base).orderBy('e.id', 'desc'));
  const pattern = containsPattern(query.q);
  const text = query.q;
  const recentTransactions = qb
    .selectFrom(
      customerTransactions()
        .select(['t.id', 't.description'])
        .orderBy('t.created_at', 'desc')
        .limit(DESCRIPTION_WINDOW)
        .as('r'),
    )
    .select('r.id')
    .where('r.description', 'ilike', pattern);
  const recentEntries = qb
    .selectFrom((eb) =>
      eb
        .selectFrom('ledger_entries')
        .select(['id', 'description'])
        .orderBy('id', 'desc')
        .limit(DESCRIPTION_WINDOW)
        .as('r'),
    )
    .select('r.id')
    .where('r.description', 'ilike', pattern);
  const branches = [
    base.where((eb) => eb(eb.fn('lower', ['p.email']), 'like', eb.fn('lower', [eb.val(pattern)]))),
    base.where('t.reference', 'in', [text, text.toUpperCase()]),
    base.where('t.id', 'in', recentTransactions),
    base.where('e.id', 'in', recentEntries),
  ].map((branch) => upTo(branch.select('e.id').orderBy('e.id', 'desc')));
  // Each branch keeps its own ORDER BY and LIMIT: parenthesised, then unioned.
  const hits = sql<string>`(${sql.join(branches, sql` UNION `)})`;
  return upTo(entries(joined()).where('e.id', 'in', hits).orderBy('e.id', 'desc'));
}

/**
 * Total transactions and their count per status (the dashboard's definition,
 * admin-counts.queries.ts), and money into and out of users' wallets per
 * currency: all from the running totals the postings keep (ledger_day_totals,
 * summed over every day and shard), never from the ledger's rows.
 */
export async function selectTransactionStats(q: Queryable): Promise<AdminTransactionStats> {
  const volumeQuery = qb
    .selectFrom('ledger_day_totals')
    .groupBy('currency')
    .select((eb) => [
      'currency',
      eb.cast<string>(eb.fn.sum('money_in'), 'text').as('money_in'),
      eb.cast<string>(eb.fn.sum('money_out'), 'text').as('money_out'),
    ]);
  const [by_status, volumes] = await Promise.all([
    countTransactionsByStatus(q),
    all(q, volumeQuery),
  ]);
  return {
    total: Object.values(by_status).reduce((n, x) => n + x, 0),
    by_status,
    volume: CURRENCIES.map((currency) => {
      const row = volumes.find((r) => r.currency === currency);
      return {
        currency,
        money_in: safeMinor(row?.money_in ?? 0),
        money_out: safeMinor(row?.money_out ?? 0),
      };
    }),
  };
}

/**
 * Who an adjustment is between: whether the acting user is an administrator
 * (null when they have no profile), and whether the target user exists.
 */
export async function selectAdjustmentParties(q: Queryable, adminId: string, userId: string) {
  const query = qb.selectNoFrom((eb) => [
    eb.selectFrom('profiles').select('is_admin').where('id', '=', adminId).$asScalar().as('admin'),
    eb
      .selectFrom('users')
      .select(sql<boolean>`true`.as('found'))
      .where('id', '=', userId)
      .$asScalar()
      .as('target'),
  ]);
  return first(q, query);
}
