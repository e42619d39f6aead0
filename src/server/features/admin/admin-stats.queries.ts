import type { Queryable } from '#server/ledger/post.ts';

const LAGOS_TODAY = `(now() AT TIME ZONE 'Africa/Lagos')::date`;
/** Midnight in Lagos at the start of the first of the last $1 days. */
const LAGOS_START = `((${LAGOS_TODAY} - ($1::int - 1))::timestamp AT TIME ZONE 'Africa/Lagos')`;

/** How many users there are, and how many signed in within the last 30 days. */
export async function userCounts(db: Queryable) {
  const { rows } = await db.query<{ total: string; active: string }>(
    `SELECT (SELECT count(*) FROM profiles) AS total,
            (SELECT count(*) FROM profiles WHERE last_login >= now() - interval '30 days') AS active`,
  );
  return rows[0] ?? { total: '0', active: '0' };
}

/**
 * Revenue per currency: the balance of the fees account (all its shards),
 * which receives every fee and every conversion's exchange margin, plus, in
 * naira, the fee kept on each completed airtime-to-cash conversion (the
 * customer sent airtime worth `amount` and was credited `net_amount`; the fee
 * never passes through the ledger).
 */
export async function revenueByCurrency(db: Queryable, currencies: readonly string[]) {
  const { rows } = await db.query<{ currency: string; amount: string }>(
    `SELECT c.currency,
            (SELECT coalesce(sum(balance), 0) FROM ledger_accounts
              WHERE code = 'fees' AND currency = c.currency)
            + CASE WHEN c.currency = 'NGN' THEN
                (SELECT coalesce(sum(fee_amount), 0) FROM airtime_cash_requests
                  WHERE status IN ('approved', 'completed'))
              ELSE 0 END AS amount
       FROM unnest($1::text[]) AS c(currency)`,
    [currencies],
  );
  return rows;
}

/**
 * What waits for someone (KYC is countPendingKyc's): withdrawals awaiting approval, RMB purchases not yet paid, bills VTpass has not settled,
 * loan applications not yet decided, airtime to cash requests no
 * administrator has decided on.
 */
export async function countPending(db: Queryable) {
  const { rows } = await db.query<{
    withdrawals: string;
    rmb: string;
    bills: string;
    loans: string;
    airtime_cash: string;
  }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS withdrawals,
            (SELECT count(*) FROM rmb_purchases WHERE status IN ('pending', 'processing')) AS rmb,
            (SELECT count(*) FROM bills WHERE status = 'pending') AS bills,
            (SELECT count(*) FROM loan_applications WHERE status IN ('pending', 'under_review')) AS loans,
            (SELECT count(*) FROM airtime_cash_requests WHERE status = 'pending') AS airtime_cash`,
  );
  return rows[0] ?? { withdrawals: '0', rmb: '0', bills: '0', loans: '0', airtime_cash: '0' };
}

export type RecentUserRow = {
  id: string;
  full_name: string | null;
  email: string;
  created_at: Date;
  is_active: boolean;
  kyc_status: 'pending' | 'verified' | 'rejected';
};

export async function recentUsers(db: Queryable, limit: number) {
  const { rows } = await db.query<RecentUserRow>(
    `SELECT id, full_name, email, created_at, is_active, kyc_status FROM profiles
      ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

export type RecentTransactionRow = {
  reference: string;
  email: string | null;
  kind: string;
  currency: string;
  amount: string;
  status: string;
  created_at: Date;
};

/**
 * The newest transactions customers started, each with the customer's own
 * line: what left their wallet, or (a deposit) what arrived.
 */
export async function recentTransactions(db: Queryable, limit: number) {
  const { rows } = await db.query<RecentTransactionRow>(
    `SELECT t.reference, p.email, t.kind, e.currency, abs(e.amount)::text AS amount, t.status,
            t.created_at
       FROM (SELECT id, reference, kind, status, user_id, created_at FROM ledger_transactions
              WHERE user_id IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT $1) t
       LEFT JOIN profiles p ON p.id = t.user_id
       JOIN LATERAL (
         SELECT le.currency, le.amount FROM ledger_entries le
           JOIN ledger_accounts a ON a.id = le.account_id
          WHERE le.transaction_id = t.id AND a.user_id = t.user_id
          ORDER BY le.amount ASC LIMIT 1) e ON true
      ORDER BY t.created_at DESC, t.id DESC`,
    [limit],
  );
  return rows;
}

/**
 * Per calendar day in Africa/Lagos, over the last `days` days (today
 * included): the money that left users' wallets per currency (every debit
 * line of a user wallet: payments, transfers, conversions, withdrawals, holds)
 * and the sign-ups. Days with nothing are absent; the service fills them in.
 */
export async function dailyVolume(db: Queryable, days: number) {
  const { rows } = await db.query<{ date: string; currency: string; amount: string }>(
    `SELECT to_char(le.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS date,
            le.currency, (-sum(le.amount))::text AS amount
       FROM ledger_entries le
       JOIN ledger_accounts a ON a.id = le.account_id AND a.user_id IS NOT NULL
      WHERE le.amount < 0 AND le.created_at >= ${LAGOS_START}
      GROUP BY 1, 2`,
    [days],
  );
  return rows;
}

export async function dailySignups(db: Queryable, days: number) {
  const { rows } = await db.query<{ date: string; n: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS date, count(*) AS n
       FROM profiles WHERE created_at >= ${LAGOS_START}
      GROUP BY 1`,
    [days],
  );
  return rows;
}

/** The dates, Africa/Lagos, of the last `days` days, oldest first. */
export async function lagosDays(db: Queryable, days: number) {
  const { rows } = await db.query<{ date: string }>(
    `SELECT to_char(${LAGOS_TODAY} - g, 'YYYY-MM-DD') AS date
       FROM generate_series($1::int - 1, 0, -1) AS g`,
    [days],
  );
  return rows.map((r) => r.date);
}
