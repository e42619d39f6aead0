import type { Pool } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { belowId } from '#server/db/paging.ts';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminTransactionStats,
  AdminTransactionsQuery,
} from '#shared/schemas/admin-transactions.ts';
import { countTransactions, countTransactionsByStatus } from './admin-counts.queries.ts';

export type AdminEntryRow = {
  id: string;
  transaction_id: string;
  user_id: string;
  user_email: string;
  user_name: string | null;
  currency: Currency;
  amount: string;
  balance_after: string;
  description: string | null;
  kind: string;
  category: string;
  status: string;
  reference: string;
  created_at: Date;
};

const SELECT_ENTRIES = `SELECT e.id::text AS id, e.transaction_id, a.user_id, p.email AS user_email,
            p.full_name AS user_name, e.currency, e.amount::text AS amount,
            e.balance_after::text AS balance_after,
            coalesce(e.description, t.description) AS description,
            t.kind, t.category, t.status, t.reference, e.created_at
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       JOIN profiles p ON p.id = a.user_id`;

/**
 * One row per entry on a user's wallet (system accounts are the other side
 * and are left out), newest first, keyset-paged on the entry id. Money in is
 * a positive amount. The search matches the reference, the owner's e-mail or
 * the description, case-insensitively.
 *
 * A search is three branches, one per table the text can be in, each taking
 * its own newest rows (so each can use that column's trigram index, or walk
 * the entries newest first when the text is common), merged at the end. One
 * OR across three joined tables could use no index at all.
 */
export async function selectAdminEntries(
  pool: Pool,
  query: AdminTransactionsQuery,
): Promise<AdminEntryRow[]> {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['a.user_id IS NOT NULL'];
  if (query.currency) where.push(`e.currency = ${add(query.currency)}`);
  if (query.status) where.push(`t.status = ${add(query.status)}`);
  if (query.type === 'credit') where.push('e.amount > 0');
  if (query.type === 'debit') where.push('e.amount < 0');
  if (query.cursor) where.push(belowId('e.id', add(query.cursor)));
  const limit = add(query.limit + 1);
  if (!query.q) {
    const { rows } = await pool.query<AdminEntryRow>(
      `${SELECT_ENTRIES} WHERE ${where.join(' AND ')} ORDER BY e.id DESC LIMIT ${limit}`,
      params,
    );
    return rows;
  }
  const q = add(containsPattern(query.q));
  const branch = (match: string) =>
    `(SELECT e.id FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN profiles p ON p.id = a.user_id
       WHERE ${[...where, match].join(' AND ')}
       ORDER BY e.id DESC LIMIT ${limit})`;
  const { rows } = await pool.query<AdminEntryRow>(
    `WITH hits AS (
       ${branch(`lower(p.email) LIKE lower(${q})`)}
       UNION ${branch(`t.reference ILIKE ${q}`)}
       UNION ${branch(`t.description ILIKE ${q}`)}
       UNION ${branch(`e.description ILIKE ${q}`)})
     ${SELECT_ENTRIES}
      WHERE e.id IN (SELECT id FROM hits)
      ORDER BY e.id DESC LIMIT ${limit}`,
    params,
  );
  return rows;
}

/**
 * Total transactions and their count per status (the dashboard's definition,
 * admin-counts.queries.ts), and money into and out of users' wallets per
 * currency. The volume reads only the narrow columns it needs, so an index on
 * them answers it without the rows.
 */
export async function selectTransactionStats(pool: Pool): Promise<AdminTransactionStats> {
  const [total, by_status, volumes] = await Promise.all([
    countTransactions(pool),
    countTransactionsByStatus(pool),
    pool.query<{ currency: Currency; money_in: string; money_out: string }>(
      `SELECT a.currency,
              coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS money_in,
              coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)::text AS money_out
         FROM ledger_accounts a
         JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.user_id IS NOT NULL
        GROUP BY a.currency`,
    ),
  ]);
  return {
    total,
    by_status,
    volume: CURRENCIES.map((currency) => {
      const row = volumes.rows.find((r) => r.currency === currency);
      return {
        currency,
        money_in: safeMinor(row?.money_in ?? 0),
        money_out: safeMinor(row?.money_out ?? 0),
      };
    }),
  };
}
