import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { profiles } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';
import { AppError } from '../http/errors.ts';

/** Requires a session; puts the user (with the profile's flags) on the context. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, db } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  const [profile] = await db
    .select({ isAdmin: profiles.isAdmin, isActive: profiles.isActive })
    .from(profiles)
    .where(eq(profiles.id, session.user.id));
  if (!profile) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  c.set('user', {
    id: session.user.id,
    email: session.user.email,
    isAdmin: profile.isAdmin,
    isActive: profile.isActive,
  });
  await next();
});

/** Administrators only: checked on the server, whatever the web app shows. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.isAdmin) throw new AppError('FORBIDDEN', 'Administrators only');
  await next();
});

/** A deactivated account cannot move money. */
export const requireActive = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.isActive)
    throw new AppError('ACCOUNT_INACTIVE', 'This account is deactivated. Please contact support.');
  await next();
});
