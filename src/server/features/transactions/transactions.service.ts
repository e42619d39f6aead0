import type { Pool } from '#server/db/client.ts';
import { nextCursor, pageRows } from '#server/db/paging.ts';
import { notFound } from '#server/http/errors.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { Transaction, TransactionsQuery } from '#shared/schemas/transactions.ts';
import { type EntryRow, selectReceiptEntry, selectUserEntries } from './transactions.queries.ts';
import { transactionReceiptPdf } from './transactions.receipt.ts';

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

/** The PDF receipt of one of the user's own transactions; 404 for anyone else's. */
export async function transactionReceipt(pool: Pool, userId: string, id: string) {
  const row = await selectReceiptEntry(pool, userId, id);
  if (!row) throw notFound('Transaction');
  const transaction = toTransaction(row);
  const pdf = await transactionReceiptPdf(
    transaction,
    { name: row.owner_name ?? '', email: row.owner_email },
    {
      party: row.party_email ? { name: row.party_name, email: row.party_email } : null,
      bank:
        row.bank_name && row.account_number
          ? {
              name: row.bank_name,
              accountNumber: row.account_number,
              accountName: row.account_name,
            }
          : null,
    },
  );
  return { pdf, reference: transaction.reference };
}
