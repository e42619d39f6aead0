import type { Pool } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import type { AdminUsersQuery } from '#shared/schemas/admin-users.ts';
import { countPendingKyc, KYC_AWAITING_REVIEW } from './admin-counts.queries.ts';

export type AdminUserRow = {
  id: string;
  email: string;
  full_name: string | null;
  phone_number: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  is_active: boolean;
  is_admin: boolean;
  kyc_status: 'pending' | 'verified' | 'rejected';
  kyc_documents: unknown;
  kyc_rejection_reason: string | null;
  created_at: Date;
  last_login: Date | null;
  /** created_at in whole microseconds since 1970, for the page cursor (a Date keeps only ms). */
  created_us: string;
  ngn_balance: string;
  usd_balance: string;
  cny_balance: string;
};

export type CountsRow = {
  total: number;
  active: number;
  kyc_pending: number;
  kyc_verified: number;
};

/**
 * One page of profiles, newest sign-up first, keyset-paged on (created_at, id).
 * The search is a substring of the lower-cased e-mail or name, or of the phone
 * number, written so that trigram indexes on those expressions can answer it.
 * The three balances come from the wallets of the page's users only: the page
 * is chosen first, then joined once to their ledger accounts.
 */
export async function selectAdminUsers(pool: Pool, query: AdminUsersQuery) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.q) {
    const p = add(containsPattern(query.q.toLowerCase()));
    where.push(
      `(lower(p.email) LIKE ${p} OR lower(p.full_name) LIKE ${p} OR p.phone_number LIKE ${p})`,
    );
  }
  if (query.status) where.push(`p.is_active = ${add(query.status === 'active')}`);
  // Pending means awaiting review, as the Pending KYC card counts it.
  if (query.kyc === 'pending') where.push(`(${KYC_AWAITING_REVIEW})`);
  else if (query.kyc) where.push(`p.kyc_status = ${add(query.kyc)}`);
  if (query.cursor) {
    const dot = query.cursor.indexOf('.');
    const at = add(query.cursor.slice(0, dot));
    const id = add(query.cursor.slice(dot + 1));
    // Exact to the microsecond: integer arithmetic on an interval, no float.
    where.push(
      `(p.created_at, p.id) < (timestamptz 'epoch' + ${at}::bigint * interval '1 microsecond', ${id})`,
    );
  }
  const limit = add(query.limit + 1);
  const { rows } = await pool.query<AdminUserRow>(
    `WITH page AS (
       SELECT p.id, p.email, p.full_name, p.phone_number, p.city, p.state, p.country,
              p.is_active, p.is_admin, p.kyc_status, p.kyc_documents, p.created_at, p.last_login,
              CASE WHEN p.kyc_status = 'rejected' THEN p.kyc_rejection_reason END
                AS kyc_rejection_reason
         FROM profiles p
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${limit}
     ), balances AS (
       SELECT a.user_id,
              sum(a.balance) FILTER (WHERE a.currency = 'NGN') AS ngn,
              sum(a.balance) FILTER (WHERE a.currency = 'USD') AS usd,
              sum(a.balance) FILTER (WHERE a.currency = 'CNY') AS cny
         FROM ledger_accounts a
        WHERE a.user_id IN (SELECT id FROM page)
        GROUP BY a.user_id
     )
     SELECT page.*,
            (extract(epoch FROM page.created_at) * 1000000)::bigint::text AS created_us,
            coalesce(b.ngn, 0)::text AS ngn_balance,
            coalesce(b.usd, 0)::text AS usd_balance,
            coalesce(b.cny, 0)::text AS cny_balance
       FROM page LEFT JOIN balances b ON b.user_id = page.id
      ORDER BY page.created_at DESC, page.id DESC`,
    params,
  );
  return rows;
}

/** The stat cards' figures over every profile; Pending KYC is countPendingKyc's. */
export async function countAdminUsers(pool: Pool): Promise<CountsRow> {
  const [{ rows }, kyc_pending] = await Promise.all([
    pool.query<Omit<CountsRow, 'kyc_pending'>>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_active)::int AS active,
              count(*) FILTER (WHERE kyc_status = 'verified')::int AS kyc_verified
         FROM profiles`,
    ),
    countPendingKyc(pool),
  ]);
  return { total: 0, active: 0, kyc_verified: 0, ...rows[0], kyc_pending };
}
