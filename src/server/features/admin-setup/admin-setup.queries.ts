import { sql } from 'kysely';
import { first, type Queryable, qb, run } from '#server/db/query.ts';

// SQL of making the first (or a further) administrator.

/** Whether any administrator exists. */
export async function adminExists(db: Queryable): Promise<boolean> {
  const row = await first(
    db,
    qb.selectNoFrom((eb) =>
      eb
        .exists(qb.selectFrom('profiles').select(sql.lit(1).as('one')).where('is_admin', '=', true))
        .as('exists'),
    ),
  );
  return Boolean(row?.exists);
}

/**
 * Every first promotion takes this lock (until the transaction ends), so two
 * at once cannot both see "no administrator".
 */
export async function lockSetup(db: Queryable) {
  await run(
    db,
    qb.selectNoFrom(sql`pg_advisory_xact_lock(hashtext('owo:admin-setup'))`.as('locked')),
  );
}

export async function isAdmin(db: Queryable, userId: string): Promise<boolean> {
  const row = await first(
    db,
    qb.selectFrom('profiles').select('is_admin').where('id', '=', userId),
  );
  return row?.is_admin ?? false;
}

/** The account with this e-mail, its profile locked until the transaction ends. */
export function lockUserByEmail(db: Queryable, email: string) {
  return first(
    db,
    qb
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.id', 'u.id')
      .select(['p.id', 'u.email', 'p.is_admin as was_admin'])
      .where('u.email', '=', email)
      .forUpdate('p'),
  );
}

export function makeAdmin(db: Queryable, userId: string) {
  return run(
    db,
    qb
      .updateTable('profiles')
      .set({ is_admin: true, updated_at: sql<Date>`now()` })
      .where('id', '=', userId),
  );
}
