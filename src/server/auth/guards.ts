import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LOCK_MESSAGES } from '#shared/schemas/session-lock.ts';
import type { AppEnv } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { INACTIVE_MESSAGE } from './auth.ts';
import { readSessionUser } from './session.ts';
import { countsAsUse, touchSession } from './session-lock.ts';

/**
 * Requires a session of an active account; puts the user (with the profile's
 * flags) and the session's id on the context. One query. A deactivated
 * account may read or change nothing: the flag is read fresh on every
 * request, so this holds at once even for a session that outlived the
 * deactivation. A locked session (AUTO_LOCK_MINUTES) gets 423
 * SESSION_LOCKED. A request that counts as use keeps the session's last use
 * fresh, writing it at most once a minute.
 */
const signedIn = (whileLocked: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const found = await readSessionUser(c);
    if (!found) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    const { user, session } = found;
    if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', INACTIVE_MESSAGE);
    if (session.locked && !whileLocked) throw new AppError('SESSION_LOCKED', LOCK_MESSAGES.locked);
    if (!session.locked && session.seenStale && countsAsUse(c.req.method))
      await touchSession(c.var.deps.pool, session.id);
    c.set('user', user);
    c.set('sessionId', session.id);
    await next();
  });

export const requireUser = signedIn(false);

/** requireUser for the few routes a locked device needs: lock and unlock (features/sessions). */
export const requireUserWhileLocked = signedIn(true);

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Set up two-factor authentication to use the back office.';

/**
 * Where the configuration asks for it (production by default,
 * ADMIN_2FA_REQUIRED), an administrator's password alone opens nothing: until
 * an authenticator app is set up (better-auth's /api/auth/two-factor/*, which
 * stays open), every back-office route answers 403 TWO_FACTOR_REQUIRED.
 */
export function assertSecondFactor(c: Context<AppEnv>) {
  if (c.var.deps.config.admin2faRequired && !c.var.user.twoFactorEnabled)
    throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
}

/** Administrators only, with their second factor: checked on the server, whatever the web app shows. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.isAdmin) throw new AppError('FORBIDDEN', 'Administrators only');
  assertSecondFactor(c);
  await next();
});
