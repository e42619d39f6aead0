import { sql } from 'kysely';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';

// dedicated_accounts: each customer's own account number, one row per customer.

const accounts = () => qb.selectFrom('dedicated_accounts as d').selectAll('d');
export type DedicatedAccountRow = Row<ReturnType<typeof accounts>>;

/** A pending request older than this may be asked again (its process died before Paystack answered). */
const STALE_PENDING = sql<Date>`now() - interval '15 minutes'`;

export async function selectAccount(db: Queryable, userId: string) {
  return first(db, accounts().where('d.user_id', '=', userId));
}

/** The active account with this number, whoever's it is. */
export async function selectActiveByNumber(db: Queryable, accountNumber: string) {
  return first(
    db,
    accounts().where('d.account_number', '=', accountNumber).where('d.status', '=', 'active'),
  );
}

/**
 * Claims the right to ask Paystack: inserts the pending row, or moves a
 * failed (or long-stale pending) one back to pending. Exactly one of many
 * requests at once gets true: the others wait on the row and then find it
 * pending already.
 */
export async function claimRequest(db: Queryable, userId: string): Promise<boolean> {
  const query = qb
    .insertInto('dedicated_accounts')
    .values({ user_id: userId, status: 'pending' })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({
          status: 'pending',
          failure_reason: null,
          requested_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where((eb) =>
          eb.or([
            eb('dedicated_accounts.status', '=', 'failed'),
            eb.and([
              eb('dedicated_accounts.status', '=', 'pending'),
              eb('dedicated_accounts.requested_at', '<', STALE_PENDING),
            ]),
          ]),
        ),
    )
    .returning('user_id');
  return (await first(db, query)) !== undefined;
}

export type AssignedAccount = {
  customerCode: string | null;
  bankName: string;
  bankSlug: string;
  accountNumber: string;
  accountName: string;
};

/**
 * Records the assigned account on a request of ours (pending, or failed when
 * our answer was unclear and Paystack assigned it anyway). False when there
 * was no such request, or it is already active.
 */
export async function activateAccount(
  db: Queryable,
  userId: string,
  a: AssignedAccount,
): Promise<boolean> {
  const changed = await run(
    db,
    qb
      .updateTable('dedicated_accounts')
      .set((eb) => ({
        status: 'active',
        customer_code: eb.fn.coalesce(eb.val(a.customerCode), eb.ref('customer_code')),
        bank_name: a.bankName,
        bank_slug: a.bankSlug,
        account_number: a.accountNumber,
        account_name: a.accountName,
        failure_reason: null,
        assigned_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }))
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'failed']),
  );
  return changed > 0;
}

/** Paystack's customer code, once an answer names it, while the request is open. */
export async function setCustomerCode(db: Queryable, userId: string, code: string) {
  await run(
    db,
    qb
      .updateTable('dedicated_accounts')
      .set({ customer_code: code, updated_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending'),
  );
}

/** The request failed: the customer may ask again. Only a pending one. */
export async function failRequest(db: Queryable, userId: string, reason: string) {
  return run(
    db,
    qb
      .updateTable('dedicated_accounts')
      .set({ status: 'failed', failure_reason: reason.slice(0, 500), updated_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending'),
  );
}

/** The customer a webhook names: by Paystack's customer code, else by e-mail. */
export async function selectRequestOf(
  db: Queryable,
  customer: { email: string; customer_code?: string | undefined },
) {
  return first(
    db,
    accounts()
      .innerJoin('profiles as p', 'p.id', 'd.user_id')
      .where((eb) =>
        eb.or([
          ...(customer.customer_code ? [eb('d.customer_code', '=', customer.customer_code)] : []),
          eb(eb.fn('lower', ['p.email']), '=', customer.email.toLowerCase()),
        ]),
      )
      .orderBy(sql`d.customer_code IS NOT DISTINCT FROM ${customer.customer_code ?? null}`, 'desc')
      .limit(1),
  );
}

/** What Paystack needs to assign an account, and what decides whether the customer may have one. */
export async function selectCustomer(db: Queryable, userId: string) {
  return first(
    db,
    qb
      .selectFrom('profiles')
      .select(['id', 'email', 'full_name', 'phone_number', 'kyc_tier'])
      .where('id', '=', userId),
  );
}

/** Active accounts after `afterUserId` (keyset on user_id), for the requery job. */
export async function selectActiveAccounts(db: Queryable, afterUserId: string, limit: number) {
  return all(
    db,
    qb
      .selectFrom('dedicated_accounts')
      .select(['user_id', 'account_number', 'bank_slug'])
      .where('status', '=', 'active')
      .where('user_id', '>', afterUserId)
      .orderBy('user_id')
      .limit(limit),
  );
}
