import { randomUUID } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';
import {
  ConfirmPasskeyPasswordSchema,
  PASSKEY_MESSAGES,
  PasskeyNameSchema,
} from '#shared/schemas/passkeys.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, passkeys, sessions, verifications } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import type { Mail } from '../providers/email/mailer.ts';
import { passkeyAddedEmail, passkeyRemovedEmail } from '../providers/email/passkey-notices.ts';

export type PasskeyDeps = {
  config: Config;
  db: Db;
  send: (mail: Mail) => Promise<void>;
  /** auth.ts's words for a deactivated account (passed in: auth.ts imports this module). */
  inactiveMessage: string;
};

/** How long a confirmed password lets the session register a passkey. */
export const PASSWORD_CONFIRMED_S = 300;
const confirmedKey = (sessionId: string) => `passkey-password:${sessionId}`;

const REGISTER = new Set(['/passkey/generate-register-options', '/passkey/verify-registration']);
const OWNED = new Set(['/passkey/delete-passkey', '/passkey/update-passkey']);
const NAMED = new Set(['/passkey/verify-registration', '/passkey/update-passkey']);
/** The signed-in owner's own endpoints (sign-in's two are not among them). */
const MANAGE = new Set([
  ...REGISTER,
  ...OWNED,
  '/passkey/list-user-passkeys',
  '/passkey/confirm-password',
]);

const fail = (status: 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND', code: string, message: string) =>
  APIError.from(status, { code, message });

/**
 * Owo's rules around better-auth's passkey plugin:
 * - adding a passkey asks for the current password first (as a password
 *   change and turning two-factor on do): POST /passkey/confirm-password,
 *   then the registration within PASSWORD_CONFIRMED_S;
 * - a deactivated account manages no passkeys (403 ACCOUNT_DEACTIVATED, as
 *   requireUser answers) and signs in with none (the session hook in auth.ts);
 * - administrators register none (they sign in with password and
 *   authenticator app; passkeys.ts refuses an administrator's passkey sign-in);
 * - another user's passkey is 404, as for everything else that is not theirs;
 * - each added or removed passkey sends the owner a security notice.
 */
export function passkeyRules({ config, db, send, inactiveMessage }: PasskeyDeps) {
  // The passkey a removal is about, from its before hook to its after hook (one request's context).
  const removing = new WeakMap<object, string | null>();

  const before = createAuthMiddleware(async (ctx) => {
    // The server's own auth.api calls are trusted; without a session the endpoint answers 401.
    if (!ctx.request) return;
    const signedIn = await getSessionFromCtx(ctx);
    if (!signedIn) return;
    const userId = signedIn.user.id;
    const [profile] = await db
      .select({ isActive: profiles.isActive, isAdmin: profiles.isAdmin })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (profile && !profile.isActive)
      throw fail('FORBIDDEN', 'ACCOUNT_DEACTIVATED', inactiveMessage);
    if (REGISTER.has(ctx.path) && profile?.isAdmin)
      throw fail('FORBIDDEN', 'FORBIDDEN', PASSKEY_MESSAGES.notForAdmins);
    if (ctx.path === '/passkey/generate-register-options') {
      const [confirmed] = await db
        .select({ id: verifications.id })
        .from(verifications)
        .where(
          and(
            eq(verifications.identifier, confirmedKey(signedIn.session.id)),
            eq(verifications.value, userId),
            gt(verifications.expiresAt, new Date()),
          ),
        );
      if (!confirmed) throw fail('FORBIDDEN', 'FORBIDDEN', PASSKEY_MESSAGES.confirmFirst);
    }
    if (OWNED.has(ctx.path)) {
      const id: unknown = ctx.body?.id;
      const [own] =
        typeof id === 'string'
          ? await db
              .select({ name: passkeys.name })
              .from(passkeys)
              .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          : [];
      if (!own) throw fail('NOT_FOUND', 'NOT_FOUND', 'Passkey not found');
      removing.set(ctx.context, own.name);
    }
    // A name the owner typed (adding, renaming): held to the text rules and stored as checked.
    if (NAMED.has(ctx.path) && ctx.body?.name !== undefined) {
      const name = PasskeyNameSchema.safeParse(ctx.body.name);
      if (!name.success)
        throw fail('BAD_REQUEST', 'VALIDATION_ERROR', `name: ${name.error.issues[0]?.message}`);
      return { context: { body: { ...ctx.body, name: name.data } } };
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const user = ctx.context.session?.user;
    if (!user || returned instanceof Error || (returned as { status?: unknown })?.status === false)
      return;
    const now = new Date();
    if (ctx.path === '/passkey/verify-registration') {
      // One password, one passkey.
      await db
        .delete(verifications)
        .where(eq(verifications.identifier, confirmedKey(ctx.context.session?.session.id ?? '')));
      const name = (returned as { name?: string | null } | undefined)?.name;
      await send(passkeyAddedEmail(user, config.publicUrl, now, name));
    } else if (ctx.path === '/passkey/delete-passkey' && removing.has(ctx.context)) {
      await send(passkeyRemovedEmail(user, config.publicUrl, now, removing.get(ctx.context)));
    }
  });

  /**
   * A passkey sign-in from a device that still holds a session of the same
   * account (the lock screen's "Unlock with a passkey") replaces that session:
   * the old one, locked, ends with it, so the device list shows one device
   * and the lock is not left behind for anyone with the old cookie.
   */
  const replaceLocked = createAuthMiddleware(async (ctx) => {
    const fresh = ctx.context.newSession;
    if (!fresh || ctx.context.returned instanceof Error) return;
    const cookie = ctx.context.authCookies.sessionToken.name;
    const old = await ctx.getSignedCookie(cookie, ctx.context.secret);
    if (!old || old === fresh.session.token) return;
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, fresh.user.id), eq(sessions.token, old)));
  });

  return {
    id: 'owo-passkey-rules',
    endpoints: {
      confirmPasskeyPassword: createAuthEndpoint(
        '/passkey/confirm-password',
        { method: 'POST', body: ConfirmPasskeyPasswordSchema, use: [sessionMiddleware] },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const [account] = await db
            .select({ hash: accounts.password })
            .from(accounts)
            .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
          const ok =
            !!account?.hash &&
            (await ctx.context.password.verify({
              hash: account.hash,
              password: ctx.body.password,
            }));
          if (!ok) throw fail('BAD_REQUEST', 'INVALID_PASSWORD', 'Invalid password');
          const identifier = confirmedKey(session.id);
          await db.transaction(async (tx) => {
            await tx.delete(verifications).where(eq(verifications.identifier, identifier));
            await tx.insert(verifications).values({
              id: randomUUID(),
              identifier,
              value: user.id,
              expiresAt: new Date(Date.now() + PASSWORD_CONFIRMED_S * 1000),
            });
          });
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      before: [{ matcher: (ctx) => MANAGE.has(ctx.path ?? ''), handler: before }],
      after: [
        {
          matcher: (ctx) =>
            ctx.path === '/passkey/verify-registration' || ctx.path === '/passkey/delete-passkey',
          handler: after,
        },
        {
          matcher: (ctx) => ctx.path === '/passkey/verify-authentication',
          handler: replaceLocked,
        },
      ],
    },
    // Per client address, like the password endpoints' limits in auth.ts.
    rateLimit: [
      { pathMatcher: (path) => path === '/passkey/confirm-password', window: 60, max: 5 },
      { pathMatcher: (path) => path === '/passkey/verify-authentication', window: 60, max: 10 },
      // Each answer stores a challenge: no flood of rows from one address.
      {
        pathMatcher: (path) => path === '/passkey/generate-authenticate-options',
        window: 60,
        max: 20,
      },
    ],
  } satisfies BetterAuthPlugin;
}
