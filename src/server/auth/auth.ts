import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { Mailer } from '../providers/email/mailer.ts';
import * as schema from '../db/schema.ts';

export type AuthDeps = { config: Config; db: Db; mailer: Mailer; log: Logger };

/** better-auth, mounted at /api/auth. Sessions live in PostgreSQL. */
export function createAuth({ config, db }: AuthDeps) {
  return betterAuth({
    appName: 'Owo',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
    },
    advanced: {
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
