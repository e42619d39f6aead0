import { sql } from 'kysely';
import { containsPattern } from '#server/db/like.ts';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import type { AdminUsersQuery } from '#shared/schemas/admin-users.ts';
import { countPendingKyc, kycAwaitingReview } from './admin-counts.queries.ts';

/**
 * The page's profiles (`p`), filtered and after the cursor, newest sign-up
 * first; with `userId`, that one profile.
 */
function pageOfProfiles(query: AdminUsersQuery, userId?: string) {
  return profilesMatching(query, userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit + 1);
}

/** The profiles the filters match, after the cursor; with `userId`, that one profile. */
function profilesMatching(query: Omit<AdminUsersQuery, 'limit'>, userId?: string) {
  let q = qb
    .selectFrom('profiles as p')
    .select((eb) => [
      'p.id',
      'p.email',
      'p.full_name',
      'p.phone_number',
      'p.city',
      'p.state',
      'p.country',
      'p.is_active',
      'p.is_admin',
      'p.kyc_status',
      'p.kyc_tier',
      'p.kyc_documents',
      'p.created_at',
      'p.last_login',
      eb
        .case()
        .when('p.kyc_status', '=', sql.lit('rejected'))
        .then(eb.ref('p.kyc_rejection_reason'))
        .end()
        .as('kyc_rejection_reason'),
    ]);
  if (userId !== undefined) q = q.where('p.id', '=', userId);
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.email']), 'like', pattern),
        eb(eb.fn('lower', ['p.full_name']), 'like', pattern),
        eb('p.phone_number', 'like', pattern),
      ]),
    );
  }
  if (query.status) q = q.where('p.is_active', '=', query.status === 'active');
  // Pending means awaiting review, as the Pending KYC card counts it.
  if (query.kyc === 'pending') q = q.where(kycAwaitingReview);
  else if (query.kyc) q = q.where('p.kyc_status', '=', query.kyc);
  if (query.cursor) {
    const dot = query.cursor.indexOf('.');
    const at = query.cursor.slice(0, dot);
    const id = query.cursor.slice(dot + 1);
    // Exact to the microsecond: integer arithmetic on an interval, no float.
    q = q.where((eb) =>
      eb(
        eb.refTuple('p.created_at', 'p.id'),
        '<',
        eb.tuple(sql<Date>`timestamptz 'epoch' + ${at}::bigint * interval '1 microsecond'`, id),
      ),
    );
  }
  return q;
}

/**
 * One page of profiles, newest sign-up first, keyset-paged on (created_at, id).
 * The search is a substring of the lower-cased e-mail or name, or of the phone
 * number, written so that trigram indexes on those expressions can answer it.
 * The three balances come from the wallets of the page's users only: the page
 * is chosen first, then joined once to their ledger accounts.
 */
function adminUsersQuery(query: AdminUsersQuery, userId?: string) {
  return qb
    .with('page', () => pageOfProfiles(query, userId))
    .with('balances', (db) =>
      db
        .selectFrom('ledger_accounts as a')
        .where('a.user_id', 'in', db.selectFrom('page').select('page.id'))
        .groupBy('a.user_id')
        .select((eb) => [
          'a.user_id',
          eb.fn.sum<string>('a.balance').filterWhere('a.currency', '=', sql.lit('NGN')).as('ngn'),
          eb.fn.sum<string>('a.balance').filterWhere('a.currency', '=', sql.lit('USD')).as('usd'),
          eb.fn.sum<string>('a.balance').filterWhere('a.currency', '=', sql.lit('CNY')).as('cny'),
        ]),
    )
    .selectFrom('page')
    .leftJoin('balances as b', 'b.user_id', 'page.id')
    .selectAll('page')
    .select((eb) => [
      // created_at in whole microseconds since 1970, for the page cursor (a Date keeps only ms).
      sql<string>`(extract(epoch FROM ${eb.ref('page.created_at')}) * 1000000)::bigint::text`.as(
        'created_us',
      ),
      eb.cast<string>(eb.fn.coalesce('b.ngn', sql.lit(0)), 'text').as('ngn_balance'),
      eb.cast<string>(eb.fn.coalesce('b.usd', sql.lit(0)), 'text').as('usd_balance'),
      eb.cast<string>(eb.fn.coalesce('b.cny', sql.lit(0)), 'text').as('cny_balance'),
    ])
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc');
}

export type AdminUserRow = Row<ReturnType<typeof adminUsersQuery>>;

/** A user's balance in one currency, as text (0 without a wallet). */
const balanceOf = (currency: 'NGN' | 'USD' | 'CNY') =>
  sql<string>`coalesce((SELECT sum(a.balance) FROM ledger_accounts a WHERE a.user_id = p.id AND a.currency = ${sql.lit(currency)}), 0)::text`;

/**
 * Every profile the filters match, newest sign-up first, unpaged, with the
 * list's columns (the CSV export): each row's balances are read beside it, so
 * the first rows come out before the last are found.
 */
export function adminUsersExportQuery(query: Omit<AdminUsersQuery, 'limit' | 'cursor'>) {
  return profilesMatching(query)
    .select([
      sql<string>`(extract(epoch FROM p.created_at) * 1000000)::bigint::text`.as('created_us'),
      balanceOf('NGN').as('ngn_balance'),
      balanceOf('USD').as('usd_balance'),
      balanceOf('CNY').as('cny_balance'),
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

export async function selectAdminUsers(q: Queryable, query: AdminUsersQuery) {
  return all(q, adminUsersQuery(query));
}

/** One user's row, as the list shows it; undefined when there is none. */
export async function selectAdminUser(q: Queryable, userId: string) {
  return first(q, adminUsersQuery({ limit: 1 }, userId));
}

/** The stat cards' figures over every profile; Pending KYC is countPendingKyc's. */
export async function countAdminUsers(q: Queryable) {
  const counts = qb
    .selectFrom('profiles')
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
      eb.cast<number>(eb.fn.countAll().filterWhere(eb.ref('is_active')), 'integer').as('active'),
      eb
        .cast<number>(
          eb.fn.countAll().filterWhere('kyc_status', '=', sql.lit('verified')),
          'integer',
        )
        .as('kyc_verified'),
    ]);
  const [row, kyc_pending] = await Promise.all([first(q, counts), countPendingKyc(q)]);
  return { total: 0, active: 0, kyc_verified: 0, ...row, kyc_pending };
}

/** A user's profile flags, its row locked for the change that follows; undefined when none. */
export async function lockProfileFlags(q: Queryable, userId: string) {
  return first(
    q,
    qb
      .selectFrom('profiles')
      .select(['is_active', 'is_admin'])
      .where('id', '=', userId)
      .forUpdate(),
  );
}

export async function updateProfileFlags(
  q: Queryable,
  userId: string,
  flags: { is_active: boolean } | { is_admin: boolean },
) {
  await run(
    q,
    qb
      .updateTable('profiles')
      .set({ ...flags, updated_at: sql<Date>`now()` })
      .where('id', '=', userId),
  );
}

/** Ends every session of the user. */
export async function deleteSessions(q: Queryable, userId: string) {
  await run(q, qb.deleteFrom('sessions').where('user_id', '=', userId));
}
