import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type { AdminWithdrawal } from '#shared/schemas/withdrawals.ts';
import {
  type AdminWithdrawalFilters,
  adminWithdrawalsQuery,
  toAdminWithdrawal,
} from './withdrawals-admin.queries.ts';

const columns: CsvColumn<AdminWithdrawal>[] = [
  { header: 'Reference', value: (w) => w.reference },
  time('Created', (w) => w.created_at),
  { header: 'Status', value: (w) => w.status, raw: true },
  { header: 'User name', value: (w) => w.user_name },
  { header: 'User e-mail', value: (w) => w.user_email },
  ...money<AdminWithdrawal>(
    'Amount',
    (w) => w.amount,
    () => 'NGN',
  ),
  ...money<AdminWithdrawal>(
    'Fee',
    (w) => w.fee,
    () => 'NGN',
  ),
  ...money<AdminWithdrawal>(
    'Total',
    (w) => w.total,
    () => 'NGN',
  ),
  { header: 'Bank', value: (w) => w.bank_name },
  { header: 'Bank code', value: (w) => w.bank_code },
  { header: 'Account number', value: (w) => w.account_number },
  { header: 'Account name', value: (w) => w.account_name },
  { header: 'Failure reason', value: (w) => w.failure_reason },
  { header: 'Admin notes', value: (w) => w.admin_notes },
  { header: 'Transfer code', value: (w) => w.transfer_code },
  { header: 'Processed by', value: (w) => w.processed_by_email },
  time('Processed', (w) => w.processed_at),
  { header: 'Withdrawal id', value: (w) => w.id, raw: true },
  { header: 'User id', value: (w) => w.user_id, raw: true },
];

/** Every withdrawal the admin list's filters match, as CSV. */
export const exportAdminWithdrawals = (c: Context<AppEnv>, f: AdminWithdrawalFilters) =>
  csvExport(c, {
    list: 'withdrawals',
    filters: f,
    query: adminWithdrawalsQuery({ ...f, cursor: undefined }),
    toItem: toAdminWithdrawal,
    columns,
  });
