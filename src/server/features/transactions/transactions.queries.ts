import type { Pool } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { belowId } from '#server/db/paging.ts';
import type { Currency } from '#shared/constants.ts';
import type { TransactionsQuery } from '#shared/schemas/transactions.ts';

export type EntryRow = {
  id: string;
  transaction_id: string;
  amount: string;
  currency: Currency;
  balance_after: string;
  description: string | null;
  kind: string;
  category: string;
  status: string;
  reference: string;
  metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
};

/**
 * One row per ledger entry on the user's own wallets, newest first, keyset-paged
 * on the entry id. Income is money in (amount > 0), expense money out.
 */
export async function selectUserEntries(
  pool: Pool,
  userId: string,
  query: TransactionsQuery,
): Promise<EntryRow[]> {
  const params: unknown[] = [userId];
  const where = ['a.user_id = $1'];
  if (query.currency) {
    params.push(query.currency);
    where.push(`a.currency = $${params.length}`);
  }
  if (query.q) {
    params.push(containsPattern(query.q));
    const p = `$${params.length}`;
    where.push(`(coalesce(e.description, t.description, '') ILIKE ${p} OR t.category ILIKE ${p})`);
  }
  if (query.type === 'income') where.push('e.amount > 0');
  if (query.type === 'expense') where.push('e.amount < 0');
  if (query.cursor) {
    params.push(query.cursor);
    where.push(belowId('e.id', `$${params.length}`));
  }
  params.push(query.limit + 1);
  const { rows } = await pool.query<EntryRow>(
    `SELECT e.id::text AS id, e.transaction_id, e.amount::text AS amount, e.currency,
            e.balance_after::text AS balance_after, coalesce(e.description, t.description) AS description,
            t.kind, t.category, t.status, t.reference, t.metadata, e.created_at, t.updated_at
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE ${where.join(' AND ')}
      ORDER BY e.id DESC
      LIMIT $${params.length}`,
    params,
  );
  return rows;
}
