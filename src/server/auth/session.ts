import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookies } from 'better-auth/cookies';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { compiledOnce, qb } from '#server/db/query.ts';
import type { AppEnv, SessionUser } from '../http/context.ts';
import { type Auth, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth.ts';
import {
  idleLimitS,
  lockedSql,
  openWhileLocked,
  refuseIfLocked,
  seenStaleSql,
} from './session-lock.ts';

const cookieNames = new WeakMap<Auth, string>();

/** The session cookie's name for these options (it has a prefix with secure cookies). */
export function sessionCookieName(auth: Auth) {
  let name = cookieNames.get(auth);
  if (!name) {
    name = getCookies(auth.options).sessionToken.name;
    cookieNames.set(auth, name);
  }
  return name;
}

/**
 * The session token from better-auth's signed cookie (`token.base64(HMAC-SHA256)`),
 * checked with node:crypto's synchronous HMAC: the same check as Hono's
 * getSignedCookie without a WebCrypto round trip on every request.
 */
export function verifySignedValue(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? value
    : null;
}

/** Session, user and profile flags (the profile's are null without one). */
const sessionUser = compiledOnce('session-user', (token: string, idleS: number) =>
  qb
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('profiles as p', 'p.id', 's.user_id')
    // The PIN's hash when nothing is counting against it, for requirePin's common case.
    .leftJoin('transaction_pins as t', (j) =>
      j
        .onRef('t.user_id', '=', 's.user_id')
        .on('t.failed_attempts', '=', 0)
        .on('t.locked_until', 'is', null),
    )
    .select([
      's.id as session_id',
      's.user_id',
      's.expires_at',
      lockedSql(idleS).as('locked'),
      seenStaleSql.as('seen_stale'),
      'u.email',
      'u.two_factor_enabled',
      'p.is_admin',
      'p.is_active',
      't.pin_hash as clean_pin_hash',
    ])
    .where('s.token', '=', token),
);

/** The session a request came with: its row id (never its token) and its lock. */
export type RequestSession = {
  id: string;
  /** Locked (AUTO_LOCK_MINUTES, session-lock.ts): only the unlock routes answer. */
  locked: boolean;
  /** Its last use is more than a minute old: a request that counts as use writes a new one. */
  seenStale: boolean;
};

/**
 * The signed-in user, read in one query: session (with its lock), user, profile flags and the
 * PIN's hash when no wrong try counts against it. The cookie is checked exactly as better-auth signs it. No cookie
 * cache, so a revoked session or a deactivated profile counts at once. When
 * the session is due for its daily extension, better-auth's getSession does
 * that and its refreshed cookie is passed on.
 */
export async function readSessionUser(
  c: Context<AppEnv>,
): Promise<{ user: SessionUser; session: RequestSession } | null> {
  const { auth, pool, config } = c.var.deps;
  const token = verifySignedValue(getCookie(c, sessionCookieName(auth)), config.authSecret);
  if (!token) return null;
  // Compiled once, and prepared: every request runs it, so each connection parses and plans it once.
  const [row] = await sessionUser(pool, token, idleLimitS(config));
  const now = Date.now();
  if (!row || row.expires_at.getTime() <= now || row.is_active === null || row.is_admin === null)
    return null;
  if (row.expires_at.getTime() - (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S) * 1000 <= now) {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!response) return null;
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  }
  return {
    user: {
      id: row.user_id,
      email: row.email,
      isAdmin: row.is_admin,
      isActive: row.is_active,
      twoFactorEnabled: row.two_factor_enabled,
      cleanPinHash: row.clean_pin_hash,
    },
    session: { id: row.session_id, locked: row.locked, seenStale: row.seen_stale },
  };
}

/**
 * For requests to better-auth (/api/auth/*): a locked session reaches only
 * what the lock screen needs (session-lock.ts); anything else answers 423
 * SESSION_LOCKED. One query, only for a request with a valid session cookie.
 */
export async function refuseLockedAuthRequest(c: Context<AppEnv>) {
  const { auth, pool, config } = c.var.deps;
  if (openWhileLocked(c.req.path.replace(/^\/api\/auth/, ''))) return;
  const token = verifySignedValue(getCookie(c, sessionCookieName(auth)), config.authSecret);
  if (token) await refuseIfLocked(pool, config, token);
}
