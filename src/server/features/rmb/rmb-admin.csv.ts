import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type { AdminRmbPurchase } from '#shared/schemas/rmb.ts';
import { type AdminRmbFilters, adminPurchasesQuery, toAdminPurchase } from './rmb-admin.queries.ts';

const columns: CsvColumn<AdminRmbPurchase>[] = [
  { header: 'Reference', value: (p) => p.reference },
  time('Created', (p) => p.created_at),
  { header: 'Status', value: (p) => p.status, raw: true },
  { header: 'Platform', value: (p) => p.platform, raw: true },
  { header: 'Alipay type', value: (p) => p.alipay_type, raw: true },
  ...money<AdminRmbPurchase>(
    'Naira amount',
    (p) => p.naira_amount,
    () => 'NGN',
  ),
  ...money<AdminRmbPurchase>(
    'RMB amount',
    (p) => p.rmb_amount,
    () => 'CNY',
  ),
  { header: 'Exchange rate (NGN to CNY)', value: (p) => p.exchange_rate, raw: true },
  { header: 'User name', value: (p) => p.user_name },
  { header: 'User e-mail', value: (p) => p.user_email },
  { header: 'Recipient id', value: (p) => p.recipient_id },
  { header: 'Recipient name', value: (p) => p.full_name },
  { header: 'Failure reason', value: (p) => p.failure_reason },
  { header: 'Admin note', value: (p) => p.admin_note },
  { header: 'Processed by', value: (p) => p.processed_by_email },
  { header: 'Purchase id', value: (p) => p.id, raw: true },
  { header: 'User id', value: (p) => p.user_id, raw: true },
];

/** Every RMB purchase the admin list's filters match, as CSV. */
export const exportAdminPurchases = (c: Context<AppEnv>, f: AdminRmbFilters) =>
  csvExport(c, {
    list: 'rmb',
    filters: f,
    query: adminPurchasesQuery({ ...f, cursor: undefined }),
    toItem: toAdminPurchase,
    columns,
  });
