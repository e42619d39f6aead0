import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { INACTIVE_MESSAGE } from './auth.ts';
import { readSessionUser } from './session.ts';

/**
 * Requires a session of an active account; puts the user (with the profile's
 * flags) on the context. One query. A deactivated account may read or change
 * nothing: the flag is read fresh on every request, so this holds at once
 * even for a session that outlived the deactivation.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSessionUser(c);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', INACTIVE_MESSAGE);
  c.set('user', user);
  await next();
});

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
