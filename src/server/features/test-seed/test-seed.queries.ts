import { sql } from 'kysely';
import { first, type Queryable, qb, run } from '#server/db/query.ts';

// SQL of the browser tests' seeding routes (NODE_ENV=test only).

/** Confirms the account's e-mail; its id, or undefined without one. */
export async function confirmEmail(db: Queryable, email: string) {
  const row = await first(
    db,
    qb
      .updateTable('users')
      .set({ email_verified: true })
      .where('email', '=', email)
      .returning('id'),
  );
  return row?.id;
}

export function setAdmin(db: Queryable, userId: string) {
  return run(db, qb.updateTable('profiles').set({ is_admin: true }).where('id', '=', userId));
}

export function setTier(db: Queryable, userId: string, tier: 1 | 2 | 3) {
  return run(db, qb.updateTable('profiles').set({ kyc_tier: tier }).where('id', '=', userId));
}

export function setFullName(db: Queryable, userId: string, name: string) {
  return run(db, qb.updateTable('profiles').set({ full_name: name }).where('id', '=', userId));
}

/** Makes the account with this e-mail an administrator: how many profiles changed (0 or 1). */
export function promoteByEmail(db: Queryable, email: string) {
  return run(
    db,
    qb
      .updateTable('profiles')
      .set({ is_admin: true, updated_at: sql<Date>`now()` })
      .where('id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email)),
  );
}
