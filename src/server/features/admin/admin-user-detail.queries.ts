import { all, first, type Queryable, qb } from '#server/db/query.ts';

// What a user's tier rests on, for the back office's user details: the BVN's
// last 4 digits, their own account number, the deposits held for them.

/** Deposits listed in a user's details, newest first; the full list is Held Deposits'. */
export const DETAIL_HELD_DEPOSITS = 20;

export function selectBvnLast4(db: Queryable, userId: string) {
  return first(db, qb.selectFrom('profiles').select('bvn_last4').where('id', '=', userId));
}

export function selectDedicatedAccount(db: Queryable, userId: string) {
  return first(
    db,
    qb
      .selectFrom('dedicated_accounts')
      .select(['status', 'bank_name', 'account_number', 'account_name'])
      .where('user_id', '=', userId),
  );
}

export function selectHeldDeposits(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('held_deposits')
      .select(['id', 'amount', 'currency', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DETAIL_HELD_DEPOSITS),
  );
}
