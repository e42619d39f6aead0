import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { INACTIVE_MESSAGE } from './auth.ts';
import { readSessionUser } from './session.ts';

/** Requires a session; puts the user (with the profile's flags) on the context. One query. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSessionUser(c);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  c.set('user', user);
  await next();
});

/** Administrators only: checked on the server, whatever the web app shows. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.isAdmin) throw new AppError('FORBIDDEN', 'Administrators only');
  await next();
});

/** A deactivated account cannot move money (the flag is read fresh on every request). */
export const requireActive = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.isActive) throw new AppError('ACCOUNT_INACTIVE', INACTIVE_MESSAGE);
  await next();
});
