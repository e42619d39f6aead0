import { sql } from 'kysely';
import type { Pool } from 'pg';
import { first, qb } from '#server/db/query.ts';
import { LOCK_MESSAGES } from '#shared/schemas/session-lock.ts';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';

/**
 * A session's last use is written at most once a minute (touchSession), so
 * the server gives it that minute more before it calls the session idle: a
 * device used a moment ago never locks early. The web app's own timer locks
 * at AUTO_LOCK_MINUTES exactly and tells the server (POST /api/me/lock).
 */
export const LAST_SEEN_STEP_S = 60;

/** Seconds without use after which a session counts as locked; 0 when AUTO_LOCK_MINUTES is 0. */
export const idleLimitS = (config: Pick<Config, 'AUTO_LOCK_MINUTES'>) =>
  config.AUTO_LOCK_MINUTES > 0 ? config.AUTO_LOCK_MINUTES * 60 + LAST_SEEN_STEP_S : 0;

/**
 * Whether the session row `s` is locked: it locked itself (the web app's
 * timer), or nobody used it for longer than the lock time. With
 * AUTO_LOCK_MINUTES=0 nothing is ever locked. Decided by the database's
 * clock, which also writes last_seen_at.
 */
export const lockedSql = (idleS: number) =>
  sql<boolean>`(${idleS}::int > 0 and (s.locked_at is not null or s.last_seen_at < now() - make_interval(secs => ${idleS}::int)))`;

/** Due for a new last_seen_at: the last one is more than a minute old. */
export const seenStaleSql = sql<boolean>`(s.last_seen_at < now() - make_interval(secs => ${LAST_SEEN_STEP_S}::int))`;

/**
 * Records a person's use of the session: at most one cheap UPDATE a minute
 * per session (the WHERE makes simultaneous requests write it once).
 */
export async function touchSession(pool: Pool, sessionId: string) {
  await pool.query({
    name: 'touch-session',
    text: `UPDATE sessions SET last_seen_at = now()
           WHERE id = $1 AND last_seen_at < now() - make_interval(secs => $2::int)`,
    values: [sessionId, LAST_SEEN_STEP_S],
  });
}

/**
 * What a person does counts as use; a read does not, so a page left open
 * polling its balances locks like any other. The web app reports moving
 * around the app with POST /api/me/activity (at most once a minute).
 */
export const countsAsUse = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * better-auth's endpoints (paths under /api/auth) that a locked session may
 * still reach: reading who is signed in (the lock screen shows the name),
 * signing out, and those that start a new session instead of using this one.
 * Everything else (update-user, two-factor setup, passkey registration, ...)
 * answers SESSION_LOCKED until the device is unlocked.
 */
const OPEN_WHILE_LOCKED = [
  /^\/get-session$/,
  /^\/sign-out$/,
  /^\/sign-in\//,
  /^\/sign-up\//,
  /^\/request-password-reset$/,
  /^\/reset-password(\/|$)/,
  /^\/verify-email$/,
  /^\/callback\//,
  /^\/error$/,
  /^\/ok$/,
  /^\/two-factor\/verify-/,
  /^\/passkey\/(generate-authenticate-options|verify-authentication)$/,
];

export const openWhileLocked = (authPath: string) =>
  OPEN_WHILE_LOCKED.some((rule) => rule.test(authPath));

/** Throws SESSION_LOCKED when the session with this token is locked (an unknown one is better-auth's business). */
export async function refuseIfLocked(pool: Pool, config: Config, token: string) {
  const row = await first(
    pool,
    qb
      .selectFrom('sessions as s')
      .select(lockedSql(idleLimitS(config)).as('locked'))
      .where('s.token', '=', token)
      .where('s.expires_at', '>', sql<Date>`now()`),
  );
  if (row?.locked) throw new AppError('SESSION_LOCKED', LOCK_MESSAGES.locked);
}
