import { sql } from 'kysely';
import { first, type Queryable, qb } from '#server/db/query.ts';

// SQL of a customer's tier and BVN. Every read names its profile.

/**
 * The customer's tier and its limits (kyc_tiers, which the posting functions
 * enforce), what they have moved today (the Lagos day, as the ledger counts
 * it) and what is held for them, in one round trip.
 */
export function selectLimits(db: Queryable, userId: string) {
  return first(
    db,
    qb
      .selectFrom('profiles as p')
      .innerJoin('kyc_tiers as t', 't.tier', 'p.kyc_tier')
      .where('p.id', '=', userId)
      .select((eb) => [
        'p.kyc_tier',
        'p.bvn_last4',
        'p.kyc_status',
        eb('p.kyc_documents', 'is not', null).$castTo<boolean>().as('kyc_submitted'),
        eb
          .case()
          .when('p.kyc_status', '=', sql.lit('rejected'))
          .then(eb.ref('p.kyc_rejection_reason'))
          .end()
          .as('kyc_rejection_reason'),
        't.daily_limit',
        't.max_balance',
        // The day's use lives on the NGN wallet's row (the posting functions keep it there).
        eb.fn
          .coalesce(
            eb
              .selectFrom('ledger_accounts as w')
              .select('w.kyc_used')
              .whereRef('w.user_id', '=', 'p.id')
              .where('w.currency', '=', sql.lit('NGN'))
              .where('w.kyc_day', '=', sql<Date>`owo_lagos_day(now())`)
              .$asScalar(),
            sql.lit(0),
          )
          .as('daily_used'),
        eb.fn
          .coalesce(
            eb
              .selectFrom('held_deposits as h')
              .select((e) => e.fn.sum<string>('h.amount').as('s'))
              .whereRef('h.user_id', '=', 'p.id')
              .where('h.status', '=', sql.lit('held'))
              .where('h.currency', '=', sql.lit('NGN'))
              .$asScalar(),
            sql.lit('0'),
          )
          .as('held_amount'),
      ]),
  );
}

/** What a BVN check needs of the profile: its tier and the name to check. */
export function selectBvnProfile(db: Queryable, userId: string) {
  return first(
    db,
    qb.selectFrom('profiles').select(['kyc_tier', 'full_name']).where('id', '=', userId),
  );
}

/** Whether another profile already holds this BVN (by its keyed hash). */
export async function bvnHeldByAnother(db: Queryable, bvnHash: string, userId: string) {
  const row = await first(
    db,
    qb
      .selectFrom('profiles')
      .select('id')
      .where('bvn_hash', '=', bvnHash)
      .where('id', '<>', userId),
  );
  return row !== undefined;
}

/**
 * Tier 1 -> 2 with the BVN's last 4 digits and keyed hash; 0 rows when the
 * profile is no longer tier 1. The unique index on bvn_hash refuses a BVN
 * another profile holds (23505), also when both arrive at once.
 */
export async function setTierTwo(db: Queryable, userId: string, bvnLast4: string, bvnHash: string) {
  const row = await first(
    db,
    qb
      .updateTable('profiles')
      .set({
        kyc_tier: 2,
        bvn_last4: bvnLast4,
        bvn_hash: bvnHash,
        bvn_verified_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', userId)
      .where('kyc_tier', '=', 1)
      .returning('kyc_tier'),
  );
  return row !== undefined;
}
