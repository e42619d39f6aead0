import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import type { AdminWithdrawalPage } from '#shared/schemas/withdrawals.ts';
import {
  type AdminWithdrawalFilters,
  selectAdminWithdrawals,
  toAdminWithdrawal,
  withdrawalStats,
} from './withdrawals.queries.ts';

export async function listAdminWithdrawals(
  pool: pg.Pool,
  f: AdminWithdrawalFilters,
): Promise<AdminWithdrawalPage> {
  const [{ rows, more }, stats] = await Promise.all([
    selectAdminWithdrawals(pool, f),
    withdrawalStats(pool),
  ]);
  return {
    items: rows.map(toAdminWithdrawal),
    next_cursor: nextCursor(rows, more),
    stats,
  };
}
