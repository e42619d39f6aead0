import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type { AdminUser, AdminUsersQuery } from '#shared/schemas/admin-users.ts';
import { adminUsersExportQuery } from './admin-users.queries.ts';
import { toAdminUser } from './admin-users.service.ts';

const columns: CsvColumn<AdminUser>[] = [
  { header: 'Name', value: (u) => u.full_name },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone_number },
  { header: 'City', value: (u) => u.city },
  { header: 'State', value: (u) => u.state },
  { header: 'Country', value: (u) => u.country },
  { header: 'Status', value: (u) => (u.is_active ? 'active' : 'inactive'), raw: true },
  { header: 'Role', value: (u) => (u.is_admin ? 'admin' : 'user'), raw: true },
  { header: 'KYC status', value: (u) => u.kyc_status, raw: true },
  { header: 'Tier', value: (u) => u.tier, raw: true },
  { header: 'KYC rejection reason', value: (u) => u.kyc_rejection_reason },
  ...money<AdminUser>(
    'NGN balance',
    (u) => u.ngn_balance,
    () => 'NGN',
  ),
  ...money<AdminUser>(
    'USD balance',
    (u) => u.usd_balance,
    () => 'USD',
  ),
  ...money<AdminUser>(
    'CNY balance',
    (u) => u.cny_balance,
    () => 'CNY',
  ),
  time('Signed up', (u) => u.created_at),
  time('Last sign-in', (u) => u.last_login),
  { header: 'User id', value: (u) => u.id, raw: true },
];

/** Every user the admin list's filters match, as CSV. */
export const exportAdminUsers = (c: Context<AppEnv>, query: AdminUsersQuery) =>
  csvExport(c, {
    list: 'users',
    filters: query,
    query: adminUsersExportQuery({ q: query.q, status: query.status, kyc: query.kyc }),
    toItem: toAdminUser,
    columns,
  });
