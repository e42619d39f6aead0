import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import { type AdminBillFilters, adminBillsQuery, toAdminBill } from './bills-admin.queries.ts';

const columns: CsvColumn<AdminBill>[] = [
  { header: 'Reference', value: (b) => b.reference },
  time('Created', (b) => b.created_at),
  { header: 'Service', value: (b) => b.service, raw: true },
  { header: 'Status', value: (b) => b.status, raw: true },
  { header: 'Title', value: (b) => b.title },
  ...money<AdminBill>(
    'Amount',
    (b) => b.amount,
    () => 'NGN',
  ),
  { header: 'User name', value: (b) => b.user_name },
  { header: 'User e-mail', value: (b) => b.user_email },
  { header: 'Phone', value: (b) => b.phone },
  { header: 'Network', value: (b) => b.network, raw: true },
  { header: 'Plan', value: (b) => b.plan_name },
  { header: 'Disco', value: (b) => b.disco, raw: true },
  { header: 'Meter number', value: (b) => b.meter_number },
  { header: 'Meter type', value: (b) => b.meter_type, raw: true },
  { header: 'Cable provider', value: (b) => b.provider, raw: true },
  { header: 'Smartcard', value: (b) => b.smartcard },
  { header: 'Package', value: (b) => b.package_name },
  { header: 'Customer name', value: (b) => b.customer_name },
  { header: 'Failure reason', value: (b) => b.failure_reason },
  { header: 'VTpass transaction id', value: (b) => b.vtpass_transaction_id },
  { header: 'Provider code', value: (b) => b.provider_code },
  { header: 'Requeries', value: (b) => b.requery_count, raw: true },
  { header: 'Bill id', value: (b) => b.id, raw: true },
  { header: 'User id', value: (b) => b.user_id, raw: true },
];

/** Every bill the admin list's filters match, as CSV. */
export const exportAdminBills = (c: Context<AppEnv>, f: AdminBillFilters) =>
  csvExport(c, {
    list: 'bills',
    filters: f,
    query: adminBillsQuery({ ...f, cursor: undefined }),
    toItem: toAdminBill,
    columns,
  });
