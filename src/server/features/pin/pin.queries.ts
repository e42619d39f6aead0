import { sql } from 'kysely';
import type { PoolClient } from 'pg';
import { first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import { PIN_LOCK_MINUTES } from '#shared/schemas/pin.ts';

/**
 * A user's PIN row. `locked` (the lock is still running) and `lock_over` (a
 * lock was set and has run out: the count starts again) are judged by the
 * database's clock, the same clock that wrote `locked_until`.
 */
const pins = () =>
  qb
    .selectFrom('transaction_pins as t')
    .select((eb) => [
      't.pin_hash',
      't.failed_attempts',
      't.locked_until',
      sql<boolean>`coalesce(${eb.ref('t.locked_until')} > now(), false)`.as('locked'),
      sql<boolean>`coalesce(${eb.ref('t.locked_until')} <= now(), false)`.as('lock_over'),
    ]);

export type PinRow = Row<ReturnType<typeof pins>>;

export async function selectPin(db: Queryable, userId: string): Promise<PinRow | null> {
  return (await first(db, pins().where('t.user_id', '=', userId))) ?? null;
}

/** The same row, locked until the caller's transaction ends: one PIN check at a time per user. */
export async function lockPin(client: PoolClient, userId: string): Promise<PinRow | null> {
  return (await first(client, pins().where('t.user_id', '=', userId).forUpdate())) ?? null;
}

/** A wrong PIN: the new count, and the lock when it reached the limit. */
export async function recordWrongPin(
  client: PoolClient,
  userId: string,
  failedAttempts: number,
  lock: boolean,
) {
  await run(
    client,
    qb
      .updateTable('transaction_pins')
      .set({
        failed_attempts: failedAttempts,
        locked_until: lock ? sql<Date>`now() + make_interval(mins => ${PIN_LOCK_MINUTES})` : null,
        updated_at: sql<Date>`now()`,
      })
      .where('user_id', '=', userId),
  );
}

/** A right PIN: the count starts again (no write when there is nothing to clear). */
export async function clearPinFailures(client: PoolClient, userId: string) {
  await run(
    client,
    qb
      .updateTable('transaction_pins')
      .set({ failed_attempts: 0, locked_until: null, updated_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('failed_attempts', '<>', 0), eb('locked_until', 'is not', null)])),
  );
}

/** Sets or replaces the PIN's hash; a new PIN also ends any lock and wrong count. */
export async function upsertPin(db: Queryable, userId: string, pinHash: string) {
  await run(
    db,
    qb
      .insertInto('transaction_pins')
      .values({ user_id: userId, pin_hash: pinHash })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          pin_hash: eb.ref('excluded.pin_hash'),
          failed_attempts: 0,
          locked_until: null,
          updated_at: sql<Date>`now()`,
        })),
      ),
  );
}

/** Whether the account has a password at all (one made with Google alone has none). */
export async function hasPassword(db: Queryable, userId: string): Promise<boolean> {
  const row = await first(
    db,
    qb
      .selectFrom('accounts')
      .select(sql<number>`1`.as('one'))
      .where('user_id', '=', userId)
      .where('provider_id', '=', 'credential')
      .where('password', 'is not', null),
  );
  return row !== undefined;
}
