import { type Expression, sql } from 'kysely';
import { all, first, type Queryable, qb, type Row } from '#server/db/query.ts';
import { customerTransactions } from './admin-counts.queries.ts';

const LAGOS_TODAY = sql<string>`(now() AT TIME ZONE 'Africa/Lagos')::date`;
/** Midnight in Lagos at the start of the first of the last `days` days. */
const lagosStart = (days: number) =>
  sql<Date>`((${LAGOS_TODAY} - (${days}::int - 1))::timestamp AT TIME ZONE 'Africa/Lagos')`;
/** The calendar day, Africa/Lagos, of a timestamptz, as YYYY-MM-DD. */
const lagosDate = (at: Expression<Date>) =>
  sql<string>`to_char(${at} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD')`;

/** How many users there are, and how many signed in within the last 30 days. */
export async function userCounts(db: Queryable) {
  const query = qb.selectNoFrom((eb) => [
    eb.selectFrom('profiles').select(eb.fn.countAll<string>().as('n')).$asScalar().as('total'),
    eb
      .selectFrom('profiles')
      .select(eb.fn.countAll<string>().as('n'))
      .where('last_login', '>=', sql<Date>`now() - interval '30 days'`)
      .$asScalar()
      .as('active'),
  ]);
  return (await first(db, query)) ?? { total: '0', active: '0' };
}

/** How many profiles are on each tier (tiers nobody is on are absent). */
export async function tierCounts(db: Queryable) {
  return all(
    db,
    qb
      .selectFrom('profiles')
      .select((eb) => ['kyc_tier', eb.fn.countAll<string>().as('n')])
      .groupBy('kyc_tier'),
  );
}

/**
 * Revenue per currency: the balance of the fees account (all its shards),
 * which receives every fee and every conversion's exchange margin, plus, in
 * naira, the fee kept on each completed airtime-to-cash conversion (the
 * customer sent airtime worth `amount` and was credited `net_amount`; the fee
 * never passes through the ledger).
 */
export async function revenueByCurrency(db: Queryable, currencies: readonly string[]) {
  const query = qb
    .selectFrom(sql<{ currency: string }>`unnest(${currencies}::text[])`.as<'c'>(sql`c(currency)`))
    .select((eb) => {
      const fees = eb
        .selectFrom('ledger_accounts as la')
        .select((e) => e.fn.coalesce(e.fn.sum<string>('la.balance'), sql.lit(0)).as('s'))
        .where('la.code', '=', sql.lit('fees'))
        .whereRef('la.currency', '=', 'c.currency')
        .$asScalar();
      const airtimeFees = eb
        .selectFrom('airtime_cash_requests as r')
        .select((e) => e.fn.coalesce(e.fn.sum<string>('r.fee_amount'), sql.lit(0)).as('s'))
        .where('r.status', 'in', [sql.lit('approved'), sql.lit('completed')])
        .$asScalar();
      const naira = eb
        .case()
        .when('c.currency', '=', sql.lit('NGN'))
        .then(airtimeFees)
        .else(sql.lit(0))
        .end();
      return ['c.currency', sql<string>`${fees} + ${naira}`.as('amount')];
    });
  return all(db, query);
}

/**
 * What waits for someone (KYC is countPendingKyc's): withdrawals awaiting approval, RMB purchases not yet paid, bills VTpass has not settled,
 * loan applications not yet decided, airtime to cash requests no
 * administrator has decided on, large actions awaiting a second administrator.
 */
export async function countPending(db: Queryable) {
  const query = qb.selectNoFrom((eb) => {
    const n = eb.fn.countAll<string>().as('n');
    return [
      eb
        .selectFrom('withdrawals')
        .select(n)
        .where('status', '=', sql.lit('pending'))
        .$asScalar()
        .as('withdrawals'),
      eb
        .selectFrom('rmb_purchases')
        .select(n)
        .where('status', 'in', [sql.lit('pending'), sql.lit('processing')])
        .$asScalar()
        .as('rmb'),
      eb
        .selectFrom('bills')
        .select(n)
        .where('status', '=', sql.lit('pending'))
        .$asScalar()
        .as('bills'),
      eb
        .selectFrom('loan_applications')
        .select(n)
        .where('status', 'in', [sql.lit('pending'), sql.lit('under_review')])
        .$asScalar()
        .as('loans'),
      eb
        .selectFrom('airtime_cash_requests')
        .select(n)
        .where('status', '=', sql.lit('pending'))
        .$asScalar()
        .as('airtime_cash'),
      eb
        .selectFrom('admin_approvals')
        .select(n)
        .where('status', '=', sql.lit('pending'))
        .$asScalar()
        .as('approvals'),
    ];
  });
  return (
    (await first(db, query)) ?? {
      withdrawals: '0',
      rmb: '0',
      bills: '0',
      loans: '0',
      airtime_cash: '0',
      approvals: '0',
    }
  );
}

const recentUsersQuery = (limit: number) =>
  qb
    .selectFrom('profiles')
    .select(['id', 'full_name', 'email', 'created_at', 'is_active', 'kyc_status'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);

export type RecentUserRow = Row<ReturnType<typeof recentUsersQuery>>;

export async function recentUsers(db: Queryable, limit: number) {
  return all(db, recentUsersQuery(limit));
}

/**
 * The newest transactions customers started, each with the customer's own
 * line: what left their wallet, or (a deposit) what arrived.
 */
export async function recentTransactions(db: Queryable, limit: number) {
  const newest = customerTransactions()
    .select(['t.id', 't.reference', 't.kind', 't.status', 't.user_id', 't.created_at'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit);
  const query = qb
    .selectFrom(newest.as('t'))
    .leftJoin('profiles as p', 'p.id', 't.user_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('ledger_entries as le')
          .innerJoin('ledger_accounts as a', 'a.id', 'le.account_id')
          .select(['le.currency', 'le.amount'])
          .whereRef('le.transaction_id', '=', 't.id')
          .whereRef('a.user_id', '=', 't.user_id')
          .orderBy('le.amount', 'asc')
          .limit(1)
          .as('e'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      't.reference',
      'p.email',
      't.kind',
      'e.currency',
      sql<string>`abs(${eb.ref('e.amount')})::text`.as('amount'),
      't.status',
      't.created_at',
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc');
  return all(db, query);
}

/**
 * Per calendar day in Africa/Lagos, over the last `days` days (today
 * included): the money that left users' wallets per currency (every debit
 * line of a user wallet: payments, transfers, conversions, withdrawals, holds),
 * from the running totals the postings keep (ledger_day_totals, its shards
 * added up). Days with nothing are absent; the service fills them in.
 */
export async function dailyVolume(db: Queryable, days: number) {
  const query = qb
    .selectFrom('ledger_day_totals')
    .where('day', '>=', sql<Date>`${LAGOS_TODAY} - (${days}::int - 1)`)
    .select((eb) => [
      sql<string>`to_char(${eb.ref('day')}, 'YYYY-MM-DD')`.as('date'),
      'currency',
      eb.cast<string>(eb.fn.sum('money_out'), 'text').as('amount'),
    ])
    .groupBy(['day', 'currency'])
    .having((eb) => eb.fn.sum('money_out'), '>', sql<string>`0`);
  return all(db, query);
}

export async function dailySignups(db: Queryable, days: number) {
  const query = qb
    .selectFrom('profiles')
    .where('created_at', '>=', lagosStart(days))
    .select((eb) => [lagosDate(eb.ref('created_at')).as('date'), eb.fn.countAll<string>().as('n')])
    .groupBy(sql.lit(1));
  return all(db, query);
}

/** The dates, Africa/Lagos, of the last `days` days, oldest first. */
export async function lagosDays(db: Queryable, days: number) {
  const query = qb
    .selectFrom(sql<{ g: number }>`generate_series(${days}::int - 1, 0, -1)`.as('g'))
    .select((eb) =>
      sql<string>`to_char(${LAGOS_TODAY} - ${eb.ref('g.g')}, 'YYYY-MM-DD')`.as('date'),
    );
  return (await all(db, query)).map((r) => r.date);
}
