import type { Pool } from '#server/db/client.ts';
import { nextCursor, pageRows } from '#server/db/paging.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { Transaction, TransactionsQuery } from '#shared/schemas/transactions.ts';
import { type EntryRow, selectUserEntries } from './transactions.queries.ts';

/** The API's transaction_type, from the ledger kind and the side of the entry. */
export function transactionType(kind: string, credit: boolean): Transaction['transaction_type'] {
  if (kind === 'conversion') return 'conversion';
  if (kind === 'transfer') return credit ? 'transfer_in' : 'transfer_out';
  return credit ? 'deposit' : 'withdrawal';
}

export function toTransaction(row: EntryRow): Transaction {
  const signed = safeMinor(row.amount);
  const credit = signed > 0;
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    reference: row.reference,
    transaction_type: transactionType(row.kind, credit),
    direction: credit ? 'credit' : 'debit',
    category: row.category,
    description: row.description,
    amount: Math.abs(signed),
    currency: row.currency as Currency,
    status: row.status,
    balance_after: safeMinor(row.balance_after),
    metadata: (row.metadata ?? {}) as Record<string, unknown>,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listTransactions(pool: Pool, userId: string, query: TransactionsQuery) {
  const { rows, more } = pageRows(await selectUserEntries(pool, userId, query), query.limit);
  return { items: rows.map(toTransaction), next_cursor: nextCursor(rows, more) };
}
