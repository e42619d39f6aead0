import type { Pool } from '#server/db/client.ts';
import { safeMinor } from '#shared/money.ts';

/**
 * Income (money in) and expenses (money out) of one wallet per month or year,
 * newest first, in Africa/Lagos time. Conversions between the user's own
 * wallets count on each side, as they move money in and out of each wallet.
 */
export async function selectHistory(
  pool: Pool,
  userId: string,
  period: 'monthly' | 'yearly',
  currency: string,
) {
  const fmt = period === 'monthly' ? 'YYYY-MM' : 'YYYY';
  const { rows } = await pool.query<{
    period: string;
    income: string;
    expenses: string;
    n: string;
  }>(
    `SELECT to_char(e.created_at AT TIME ZONE 'Africa/Lagos', '${fmt}') AS period,
            coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS income,
            coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)::text AS expenses,
            count(*)::text AS n
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.currency = $2
      GROUP BY 1 ORDER BY 1 DESC LIMIT 24`,
    [userId, currency],
  );
  return rows.map((r) => {
    const income = safeMinor(r.income);
    const expenses = safeMinor(r.expenses);
    return {
      period: r.period,
      income,
      expenses,
      net: income - expenses,
      transaction_count: safeMinor(r.n),
    };
  });
}
