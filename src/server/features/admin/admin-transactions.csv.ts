import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type {
  AdminTransaction,
  AdminTransactionsQuery,
} from '#shared/schemas/admin-transactions.ts';
import { adminEntriesQuery } from './admin-transactions.queries.ts';
import { toAdminTransaction } from './admin-transactions.service.ts';

const columns: CsvColumn<AdminTransaction>[] = [
  { header: 'Reference', value: (t) => t.reference },
  time('Date', (t) => t.created_at),
  { header: 'User name', value: (t) => t.user_name },
  { header: 'User e-mail', value: (t) => t.user_email },
  { header: 'Type', value: (t) => t.type, raw: true },
  ...money<AdminTransaction>(
    'Amount',
    (t) => t.amount,
    (t) => t.currency,
  ),
  ...money<AdminTransaction>(
    'Balance after',
    (t) => t.balance_after,
    (t) => t.currency,
  ),
  { header: 'Status', value: (t) => t.status, raw: true },
  { header: 'Kind', value: (t) => t.kind, raw: true },
  { header: 'Category', value: (t) => t.category, raw: true },
  { header: 'Description', value: (t) => t.description },
  { header: 'Entry id', value: (t) => t.id, raw: true },
  { header: 'Transaction id', value: (t) => t.transaction_id, raw: true },
  { header: 'User id', value: (t) => t.user_id, raw: true },
];

/** Every wallet entry the admin list's filters match, as CSV. */
export const exportAdminTransactions = (c: Context<AppEnv>, query: AdminTransactionsQuery) =>
  csvExport(c, {
    list: 'wallet-transactions',
    filters: query,
    query: adminEntriesQuery({ ...query, cursor: undefined }),
    toItem: toAdminTransaction,
    columns,
  });
