import { APIError } from 'better-auth/api';
import type { Pool } from 'pg';
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/errors.ts';
import { LOCK_MESSAGES, type LockState, UNLOCK_MAX_TRIES } from '#shared/schemas/session-lock.ts';
import {
  countUnlockAttempt,
  deleteSession,
  hasCredentialPassword,
  lockSession,
  unlockSessionRow,
} from './sessions.queries.ts';

/**
 * The web app's idle timer ran out: the session answers SESSION_LOCKED from
 * now on. With AUTO_LOCK_MINUTES=0 the lock is off, and this does nothing.
 */
export async function lockDevice(
  pool: Pool,
  config: Pick<Config, 'AUTO_LOCK_MINUTES'>,
  userId: string,
  sessionId: string,
): Promise<LockState> {
  if (config.AUTO_LOCK_MINUTES === 0) return { locked: false };
  await lockSession(pool, userId, sessionId);
  return { locked: true };
}

/**
 * Unlocks the session once its owner proved who they are. (A passkey unlocks
 * differently: its sign-in replaces the locked session, passkey-rules.ts.)
 */
export async function unlockSession(
  pool: Pool,
  userId: string,
  sessionId: string,
): Promise<LockState> {
  await unlockSessionRow(pool, userId, sessionId);
  return { locked: false };
}

/**
 * Unlocks with the account password, checked by better-auth. Each attempt is
 * counted before its password is compared; the fifth wrong one in a row ends
 * the session (the device must sign in again, with its own rate limit and bot
 * check), so a found phone gives a guesser five tries, not an unlimited number.
 */
export async function unlockWithPassword(
  deps: { pool: Pool; auth: Auth },
  /** The request's, for better-auth to find the session whose password it checks. */
  headers: Headers,
  userId: string,
  sessionId: string,
  password: string,
): Promise<LockState> {
  const { pool, auth } = deps;
  if (!(await hasCredentialPassword(pool, userId)))
    throw new AppError('BUSINESS_RULE', LOCK_MESSAGES.noPassword, 'password');
  const attempts = await countUnlockAttempt(pool, userId, sessionId);
  if (attempts === null || attempts > UNLOCK_MAX_TRIES) return signedOut(pool, userId, sessionId);
  if (await passwordMatches(auth, headers, password)) return unlockSession(pool, userId, sessionId);
  if (attempts >= UNLOCK_MAX_TRIES) return signedOut(pool, userId, sessionId);
  throw new AppError(
    'INVALID_PASSWORD',
    LOCK_MESSAGES.wrong(UNLOCK_MAX_TRIES - attempts),
    'password',
  );
}

async function signedOut(pool: Pool, userId: string, sessionId: string): Promise<never> {
  await deleteSession(pool, userId, sessionId);
  throw new AppError('UNAUTHENTICATED', LOCK_MESSAGES.signedOut);
}

/**
 * better-auth's own check of the signed-in user's password; a wrong one is its
 * 400, and its 401 a session that ended meanwhile (a simultaneous fifth try).
 */
async function passwordMatches(auth: Auth, headers: Headers, password: string) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (e) {
    if (e instanceof APIError && e.statusCode === 400) return false;
    if (e instanceof APIError && e.statusCode === 401)
      throw new AppError('UNAUTHENTICATED', LOCK_MESSAGES.signedOut);
    throw e;
  }
}
