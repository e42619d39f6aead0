import { timingSafeEqual } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { CLIENT_IP_HEADER, clientIp } from '#server/auth/client-ip.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import {
  confirmEmail,
  promoteByEmail,
  setAdmin,
  setFullName,
  setTier,
} from './test-seed.queries.ts';

/**
 * Accounts for the browser tests, made in one request instead of through the
 * sign-up screen, the bot check and the confirmation mail (which have their
 * own tests). Only when the server runs with NODE_ENV=test and a
 * TEST_SEED_TOKEN (production refuses one), and only for a request that
 * carries that token: anything else gets the 404 of an unknown route.
 */
export const TEST_SEED_HEADER = 'x-test-seed-token';

const NewUser = z.object({
  email: EmailSchema,
  password: z.string().min(8).max(128),
  name: z.string().trim().max(100).optional(),
  admin: z.boolean().default(false),
  /**
   * The CBN tier. Other features' specs move more than a tier-1 account may, so
   * a seeded account is tier 3 unless the spec is about tiers (KYC_LIMITS is on).
   */
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
});
const Promote = z.object({ email: EmailSchema });

function allowed(token: string | undefined, given: string | undefined) {
  if (!token || !given) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerTestSeedRoutes(app: OpenAPIHono<AppEnv>) {
  app.use('/api/test/*', async (c, next) => {
    if (!allowed(c.var.deps.config.testSeedToken, c.req.header(TEST_SEED_HEADER)))
      throw new AppError('NOT_FOUND', `No route ${c.req.method} ${c.req.path}`);
    await next();
  });

  /** A confirmed account (an administrator when asked), signed in: the answer sets its session cookie. */
  app.post('/api/test/users', async (c) => {
    const body = NewUser.safeParse(await c.req.json().catch(() => null));
    if (!body.success) throw new AppError('VALIDATION_ERROR', body.error.issues[0]?.message ?? '');
    const { email, password, name, admin, tier } = body.data;
    const { auth, pool } = c.var.deps;
    await auth.api.signUpEmail({ body: { email, password, name: name ?? '' } });
    const id = await confirmEmail(pool, email);
    if (!id) throw new AppError('BUSINESS_RULE', `Could not create ${email}`);
    if (admin) await setAdmin(pool, id);
    if (name) await setFullName(pool, id, name);
    await setTier(pool, id, tier);
    // The session records this browser's agent and address, as a sign-in's does (Signed-in devices).
    const headers = new Headers({ 'user-agent': c.req.header('user-agent') ?? '' });
    const ip = clientIp(c, c.var.deps.config.trustedProxies);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const signedIn = await auth.api.signInEmail({
      body: { email, password },
      headers,
      asResponse: true,
    });
    for (const cookie of signedIn.headers.getSetCookie())
      c.header('set-cookie', cookie, { append: true });
    return c.json({ id, email }, 201);
  });

  /** Makes an existing account an administrator (what `npm run cli -- make-admin` does). */
  app.post('/api/test/admins', async (c) => {
    const body = Promote.safeParse(await c.req.json().catch(() => null));
    if (!body.success) throw new AppError('VALIDATION_ERROR', body.error.issues[0]?.message ?? '');
    if (!(await promoteByEmail(c.var.deps.pool, body.data.email)))
      throw new AppError('NOT_FOUND', `User not found: ${body.data.email}`);
    return c.json({ email: body.data.email }, 200);
  });
}
