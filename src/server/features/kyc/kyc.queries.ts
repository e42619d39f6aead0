import { sql } from 'kysely';
import { first, type Queryable, qb, run } from '#server/db/query.ts';

// SQL of a profile's KYC submission and its review. Every read names its profile.

/** The profile's KYC state and tier, locked until the transaction ends. */
export function lockKycProfile(db: Queryable, userId: string) {
  return first(
    db,
    qb
      .selectFrom('profiles')
      .select(['kyc_status', 'kyc_documents', 'kyc_tier'])
      .where('id', '=', userId)
      .forUpdate(),
  );
}

/** The profile's KYC state and tier, unlocked: a first look before any file is written. */
export function selectKycState(db: Queryable, userId: string) {
  return first(
    db,
    qb.selectFrom('profiles').select(['kyc_status', 'kyc_tier']).where('id', '=', userId),
  );
}

/** The stored submission (with its file's storage key), or undefined without a profile. */
export function selectKycDocuments(db: Queryable, userId: string) {
  return first(db, qb.selectFrom('profiles').select('kyc_documents').where('id', '=', userId));
}

/** A new submission: the profile is under review again. */
export function storeKycDocuments(db: Queryable, userId: string, documents: object) {
  return run(
    db,
    qb
      .updateTable('profiles')
      .set({
        kyc_documents: JSON.stringify(documents),
        kyc_status: 'pending',
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', userId),
  );
}

/**
 * An administrator's decision, with a rejection's reason (null clears an
 * earlier one). An approval is tier 3, in the same statement.
 */
export function setKycDecision(
  db: Queryable,
  userId: string,
  decision: 'verified' | 'rejected',
  reason: string | null,
) {
  return run(
    db,
    qb
      .updateTable('profiles')
      .set({
        kyc_status: decision,
        kyc_rejection_reason: reason,
        ...(decision === 'verified' ? { kyc_tier: 3 } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', userId),
  );
}
