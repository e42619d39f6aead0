import { sql } from 'kysely';
import { all, first, type Queryable, qb, run } from '#server/db/query.ts';

// SQL of a user's sessions (signed-in devices). Every read and write names its owner;
// the token, which is the session's secret, is never selected.

/** The user's sessions that have not expired, the most recently used first. */
export async function selectSessions(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'ip_address', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc'),
  );
}

/** Ends one of the user's sessions; false when the user has none with that id. */
export async function deleteSession(db: Queryable, userId: string, id: string) {
  return (
    (await run(db, qb.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id))) >
    0
  );
}

/** Ends every session of the user but `keepId`; answers how many ended. */
export async function deleteOtherSessions(db: Queryable, userId: string, keepId: string) {
  return run(db, qb.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepId));
}

/** Locks the session (the web app's idle timer); a lock already set keeps its time. */
export async function lockSession(db: Queryable, userId: string, id: string) {
  await run(
    db,
    qb
      .updateTable('sessions')
      .set({ locked_at: sql<Date>`coalesce(locked_at, now())` })
      .where('user_id', '=', userId)
      .where('id', '=', id),
  );
}

/**
 * Counts one unlock attempt before its password is checked, so that however
 * many arrive at once, no more than the allowed number are ever compared.
 * Answers the attempts made since the last unlock (this one included).
 */
export async function countUnlockAttempt(db: Queryable, userId: string, id: string) {
  const row = await first(
    db,
    qb
      .updateTable('sessions')
      .set({ unlock_failures: sql<number>`unlock_failures + 1` })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('unlock_failures'),
  );
  return row?.unlock_failures ?? null;
}

/** Unlocked: the lock, its count of wrong passwords and its idle time all start again. */
export async function unlockSessionRow(db: Queryable, userId: string, id: string) {
  await run(
    db,
    qb
      .updateTable('sessions')
      .set({ locked_at: null, unlock_failures: 0, last_seen_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('id', '=', id),
  );
}

/** Whether the user has a password at all (an account opened with Google may not). */
export async function hasCredentialPassword(db: Queryable, userId: string) {
  const row = await first(
    db,
    qb
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('provider_id', '=', 'credential')
      .where('password', 'is not', null),
  );
  return row !== undefined;
}
