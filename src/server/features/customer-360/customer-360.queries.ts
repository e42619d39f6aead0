import { sql } from 'kysely';
import { all, first, type Queryable, qb } from '#server/db/query.ts';

// The sections of a customer's page, each a few rows read through an index on
// (user_id, created_at, id) or (user_id, id): the customer's newest rows only,
// however many there are (see customer-360.explain.test.ts).

/** Lines on the customer's wallets the page shows; the rest are in Wallet Transactions. */
export const RECENT_TRANSACTIONS = 20;
/** Rows of each other section; each has its own list for the rest. */
export const RECENT_ROWS = 10;
/** Audit rows and notes the page shows. */
export const RECENT_AUDIT = 20;

export function selectBvnVerifiedAt(db: Queryable, userId: string) {
  return first(db, qb.selectFrom('profiles').select('bvn_verified_at').where('id', '=', userId));
}

export function selectWallets(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('ledger_accounts')
      .select((eb) => ['currency', eb.cast<string>('balance', 'text').as('balance')])
      .where('user_id', '=', userId)
      .orderBy('currency'),
  );
}

/**
 * The newest lines on the customer's wallets: the newest of each wallet (its
 * index on (account_id, id) read backwards), then the newest of those.
 */
export function selectRecentEntries(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('ledger_accounts as a')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('ledger_entries as e')
            .select([
              'e.id',
              'e.transaction_id',
              'e.currency',
              'e.amount',
              'e.description',
              'e.created_at',
            ])
            .whereRef('e.account_id', '=', 'a.id')
            .orderBy('e.id', 'desc')
            .limit(RECENT_TRANSACTIONS)
            .as('e'),
        (join) => join.onTrue(),
      )
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .where('a.user_id', '=', userId)
      .select((eb) => [
        eb.cast<string>('e.id', 'text').as('id'),
        'e.transaction_id',
        't.reference',
        't.kind',
        't.status',
        'e.currency',
        eb.cast<string>('e.amount', 'text').as('amount'),
        eb.fn.coalesce('e.description', 't.description').as('description'),
        'e.created_at',
      ])
      .orderBy('e.id', 'desc')
      .limit(RECENT_TRANSACTIONS),
  );
}

export function selectRecentBills(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('bills')
      .select((eb) => [
        'id',
        'title',
        eb.cast<string>('amount', 'text').as('amount'),
        'status',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_ROWS),
  );
}

export function selectRecentWithdrawals(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('withdrawals')
      .select((eb) => [
        'id',
        'reference',
        eb.cast<string>('amount', 'text').as('amount'),
        'bank_name',
        'account_number',
        'status',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_ROWS),
  );
}

export function selectRecentRmb(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('rmb_purchases')
      .select((eb) => [
        'id',
        'reference',
        eb.cast<string>('naira_amount', 'text').as('naira_amount'),
        eb.cast<string>('rmb_amount', 'text').as('rmb_amount'),
        'platform',
        'status',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_ROWS),
  );
}

export function selectRecentLoans(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('loan_applications')
      .select((eb) => [
        'id',
        'loan_type',
        eb.cast<string>('amount_requested', 'text').as('amount_requested'),
        eb.cast<string | null>('amount_approved', 'text').as('amount_approved'),
        'status',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(RECENT_ROWS),
  );
}

export function selectRecentAirtimeCash(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('airtime_cash_requests')
      .select((eb) => [
        'id',
        'network',
        eb.cast<string>('amount', 'text').as('amount'),
        eb.cast<string>('net_amount', 'text').as('net_amount'),
        'status',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_ROWS),
  );
}

const auditColumns = [
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'created_at',
] as const;

/**
 * What administrators did to the customer (target `user`, their id) and to
 * their wallets (target `wallet`, `<id>:<currency>`), newest first: each an
 * exact key of the audit log's (target_type, target_id, id) index. With
 * `action`, only that action's rows (the KYC decisions).
 */
export function selectCustomerAudit(db: Queryable, userId: string, action?: string) {
  let q = qb
    .selectFrom('audit_log')
    .select(auditColumns)
    .select(sql<string>`id::text`.as('id'))
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', userId)]),
        eb.and([
          eb('target_type', '=', 'wallet'),
          eb('target_id', 'in', [`${userId}:NGN`, `${userId}:USD`, `${userId}:CNY`]),
        ]),
      ]),
    );
  if (action) q = q.where('action', '=', action);
  return all(db, q.orderBy('id', 'desc').limit(action ? RECENT_ROWS : RECENT_AUDIT));
}
