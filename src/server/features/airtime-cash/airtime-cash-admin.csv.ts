import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type { AdminAirtimeCash } from '#shared/schemas/airtime-cash.ts';
import {
  type AdminAirtimeCashFilters,
  adminAirtimeCashQuery,
  toAdminAirtimeCash,
} from './airtime-cash.queries.ts';

const columns: CsvColumn<AdminAirtimeCash>[] = [
  time('Created', (r) => r.created_at),
  { header: 'Status', value: (r) => r.status, raw: true },
  { header: 'Network', value: (r) => r.network, raw: true },
  { header: 'User name', value: (r) => r.user_name },
  { header: 'User e-mail', value: (r) => r.user_email },
  { header: 'Phone', value: (r) => r.phone },
  ...money<AdminAirtimeCash>(
    'Airtime amount',
    (r) => r.amount,
    () => 'NGN',
  ),
  { header: 'Fee percentage', value: (r) => r.fee_percentage, raw: true },
  ...money<AdminAirtimeCash>(
    'Fee',
    (r) => r.fee_amount,
    () => 'NGN',
  ),
  ...money<AdminAirtimeCash>(
    'Net amount',
    (r) => r.net_amount,
    () => 'NGN',
  ),
  { header: 'USSD code', value: (r) => r.ussd_code },
  { header: 'Deny reason', value: (r) => r.deny_reason },
  { header: 'Processed by', value: (r) => r.processed_by_email },
  time('Processed', (r) => r.processed_at),
  { header: 'Request id', value: (r) => r.id, raw: true },
  { header: 'Credit transaction id', value: (r) => r.credit_transaction_id, raw: true },
  { header: 'User id', value: (r) => r.user_id, raw: true },
];

/** Every airtime-to-cash request the admin list's filters match, as CSV. */
export const exportAdminAirtimeCash = (c: Context<AppEnv>, f: AdminAirtimeCashFilters) =>
  csvExport(c, {
    list: 'airtime-cash',
    filters: f,
    query: adminAirtimeCashQuery({ ...f, cursor: undefined }),
    toItem: toAdminAirtimeCash,
    columns,
  });
