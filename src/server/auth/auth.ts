import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { and, eq, ne, sql } from 'drizzle-orm';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  accounts,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import type { Logger } from '../log.ts';
import type { Mail } from '../providers/email/mailer.ts';
import { passwordChangedEmail } from '../providers/email/notices.ts';
import type { MailOutbox } from '../providers/email/outbox.ts';
import {
  existingAccountEmail,
  resetPasswordEmail,
  verificationEmail,
} from '../providers/email/templates.ts';
import { checkName, clipName, NAMED_PATHS } from './auth-names.ts';
import { BOT_CHECK_HEADER, createBotCheck } from './bot-check.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';
import { passkeyPlugins, passkeyRelyingParty } from './passkeys.ts';

export type AuthDeps = { config: Config; db: Db; outbox: MailOutbox; log: Logger };

/** Where links in e-mails land in the web app. */
export const VERIFIED_REDIRECT = '/dashboard';
export const RECOVERY_REDIRECT = '/auth?type=recovery';

/** A session lasts a week and is extended, at most once a day, while it is used. */
export const SESSION_EXPIRES_IN_S = 7 * 24 * 3600;
export const SESSION_UPDATE_AGE_S = 24 * 3600;

export const INACTIVE_MESSAGE = 'This account is deactivated. Please contact support.';

/** Requests that must carry a solved bot check (better-auth endpoint paths). */
export const BOT_CHECKED_PATHS = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/request-password-reset',
]);

/**
 * Per client address. Generous enough for people sharing a carrier's NAT,
 * tight enough that guessing passwords or flooding inboxes goes nowhere.
 */
export const RATE_LIMIT_RULES = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 300, max: 5 },
  '/reset-password': { window: 300, max: 10 },
  '/send-verification-email': { window: 300, max: 5 },
  '/change-password': { window: 60, max: 5 },
} as const;

/** better-auth, mounted at /api/auth. Sessions, verification tokens and rate limits live in PostgreSQL. */
export function createAuth({ config, db, outbox, log }: AuthDeps) {
  const botCheck = createBotCheck(config, db, log);
  const origin = new URL(config.publicUrl).origin;

  // better-auth calls us after its own commit, so each mail is written to the
  // outbox right there, before the answer. A failure is logged, never shown:
  // the answer must not reveal whether an address exists.
  const send = async (mail: Mail) => {
    try {
      await outbox.send(mail);
    } catch (err) {
      log.error({ err, subject: mail.subject }, 'sending mail failed');
    }
  };

  return betterAuth({
    appName: 'Owo',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Their answers and bodies carry other devices' session tokens (a stolen session would learn
    // the owner's own, and keep it past a password change): GET /api/me/sessions lists devices.
    disabledPaths: ['/list-sessions', '/revoke-session'],
    secret: config.authSecret,
    // Passkeys' own origin too: http://localhost:PORT where PUBLIC_URL is 127.0.0.1 (passkeys.ts).
    trustedOrigins: [...new Set([origin, passkeyRelyingParty(config.publicUrl).origin])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      // Sign-up writes the user (whose trigger adds profile and wallets) and the password together.
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    // TOTP (an authenticator app) with ten single-use recovery codes, both
    // stored encrypted. Administrators must set it up where ADMIN_2FA_REQUIRED
    // is on (guards.ts); a sign-in with it on answers `twoFactorRedirect`
    // and the session comes from /two-factor/verify-totp or verify-backup-code.
    plugins: [
      twoFactor({ issuer: 'Owo' }),
      ...passkeyPlugins({ config, db, send, inactiveMessage: INACTIVE_MESSAGE }),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, token }) => {
        // Always our own landing page, whatever redirect the request named.
        const url = `${config.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(RECOVERY_REDIRECT)}`;
        await send(resetPasswordEmail(user, url));
      },
      // A security notice once the new password is stored.
      onPasswordReset: async ({ user }) => {
        await send(passwordChangedEmail(user, config.publicUrl, new Date()));
      },
      onExistingUserSignUp: async ({ user }) => {
        await send(existingAccountEmail(user, `${config.publicUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await send(verificationEmail(user, withDefaultCallback(url, VERIFIED_REDIRECT)));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      // No cookie cache: a signed-out, reset or revoked session stops working at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        ...RATE_LIMIT_RULES,
        // Read on every page load by the web app; cheap and not a guessing target.
        '/get-session': false,
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Only requests from outside; the server's own auth.api calls are trusted.
        if (!ctx.request) return;
        if (NAMED_PATHS.has(ctx.path)) checkName(ctx.path, ctx.body?.name);
        // A new password signs every other device out, whatever the client asked:
        // whoever made off with a session must not keep it past the change. (Merged
        // into the body by better-auth, which keeps the rest of it as sent.)
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object')
          return { context: { body: { revokeOtherSessions: true } } };
        if (!BOT_CHECKED_PATHS.has(ctx.path)) return;
        const headers = ctx.request.headers;
        const ok = await botCheck.verify(
          headers.get(BOT_CHECK_HEADER),
          headers.get(CLIENT_IP_HEADER),
        );
        if (!ok)
          throw APIError.from('BAD_REQUEST', {
            code: 'BOT_CHECK_FAILED',
            message: botCheck.failedMessage,
          });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') {
          // Only a change that went through: a wrong current password answers an error.
          const user = ctx.context.session?.user;
          if (user && !(ctx.context.returned instanceof Error))
            await send(passwordChangedEmail(user, config.publicUrl, new Date()));
          return;
        }
        if (ctx.path !== '/two-factor/verify-totp') return;
        // The code that turns two-factor on comes from a signed-in session
        // (a sign-in's second step has none). Every other session of the
        // account was opened by the password alone: it ends here.
        const fresh = ctx.context.newSession;
        if (!fresh) return;
        const cookie = ctx.context.authCookies.sessionToken.name;
        if (!(await ctx.getSignedCookie(cookie, ctx.context.secret))) return;
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, fresh.user.id), ne(sessions.token, fresh.session.token)));
      }),
    },
    databaseHooks: {
      user: {
        // A name from Google (or the server itself) is not the user's typing: shortened, not refused.
        create: { before: async (user) => ({ data: { ...user, name: clipName(user.name) } }) },
        update: {
          // better-auth's update-user takes any JSON for the name; users.name is NOT NULL text.
          before: async (user) => {
            if (!('name' in user)) return;
            if (typeof user.name !== 'string' || !user.name.trim())
              throw APIError.from('BAD_REQUEST', {
                code: 'VALIDATION_ERROR',
                message: 'name: must be text',
              });
            return { data: { ...user, name: clipName(user.name) } };
          },
        },
      },
      session: {
        create: {
          // Every way of signing in (password, Google, verification link) makes a session here.
          before: async (session) => {
            const [profile] = await db
              .select({ isActive: profiles.isActive })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (profile && !profile.isActive)
              throw APIError.from('UNPROCESSABLE_ENTITY', {
                code: 'ACCOUNT_INACTIVE',
                message: INACTIVE_MESSAGE,
              });
          },
          after: async (session) => {
            await db
              .update(profiles)
              .set({ lastLogin: sql`now()` })
              .where(eq(profiles.id, session.userId));
          },
        },
      },
    },
    advanced: {
      // better-auth turns these checks off when NODE_ENV=test; we test what production runs.
      disableOriginCheck: false,
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Set by our handler from the socket (or a trusted proxy); any client-sent value is replaced.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Unexpected errors reach our error handler (logged with the request id, answered in our shape).
    onAPIError: { throw: true },
    logger: authLogger(config, log),
    telemetry: { enabled: false },
  });
}

/** better-auth's verification links default to callbackURL=/; ours go to the dashboard. */
function withDefaultCallback(link: string, fallback: string) {
  const url = new URL(link);
  const current = url.searchParams.get('callbackURL');
  if (!current || current === '/') url.searchParams.set('callbackURL', fallback);
  return url.toString();
}

function authLogger(config: Config, log: Logger) {
  return {
    disabled: config.LOG_LEVEL === 'silent',
    level: 'warn' as const,
    log: (
      level: 'debug' | 'info' | 'success' | 'warn' | 'error',
      message: string,
      ...args: unknown[]
    ) => {
      const fn = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'info';
      log[fn]({ source: 'better-auth', details: args.length ? args : undefined }, message);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
