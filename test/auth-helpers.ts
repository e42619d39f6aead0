import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { loadConfig } from '../src/server/config.ts';
import { createDeps } from '../src/server/deps.ts';
import type { AppDeps } from '../src/server/http/context.ts';
import { createLogger } from '../src/server/log.ts';
import { mailSettled } from '../src/server/providers/email/outbox.ts';
import { asAppRole } from './global-setup.ts';
import { whenFileDone } from './support/file-cleanup.ts';

/** `createApp(deps)`, or anything with Hono's `request`. */
export type RequestingApp = {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
};

/**
 * Deps for a test database: quiet logger, BOT_CHECK=off, RATE_LIMIT=off, KYC_LIMITS=off,
 * AUTO_LOCK_MINUTES=0,
 * development mailbox. `overrides` are environment variables (strings),
 * applied last (`undefined` removes a default). The pool is closed after the file.
 * The app signs in as the app's role, which owns nothing, as in production
 * (`url` is createTestDatabase's; its owner `pool` is there for schema changes).
 *
 * better-auth checks Origin as in production: a POST to /api/auth/* that
 * carries a cookie (sign-out, change-password, ...) needs
 * `origin: deps.config.publicUrl` among its headers, as a browser sends.
 */
export function makeTestDeps(
  url: string,
  overrides: Record<string, string | undefined> = {},
  poolSize = 10,
): AppDeps {
  const config = loadConfig({
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
    RATE_LIMIT: 'off',
    // Other features' tests move more than a tier-1 account may; the tier tests
    // say KYC_LIMITS: 'on'. Production refuses 'off', so its tests keep the rules.
    KYC_LIMITS: overrides.NODE_ENV === 'production' ? 'on' : 'off',
    // A test file on a loaded machine can outlast the 5-minute lock with reads alone;
    // the lock's own tests turn it on.
    AUTO_LOCK_MINUTES: '0',
    LOG_LEVEL: 'silent',
    // Uploaded files go to a throw-away folder, never the developer's ./.data.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'owo-test-files-')),
    ...overrides,
  });
  const deps = createDeps(config, asAppRole(url), createLogger(config.LOG_LEVEL), poolSize);
  // Closed before createTestDatabase drops the database (after-hooks run in reverse order).
  whenFileDone(() => deps.pool.end().catch(() => {}));
  return deps;
}

/** The `Cookie` request header value built from a response's Set-Cookie headers. */
export function cookieFrom(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/**
 * Signs up, marks the e-mail verified (directly in SQL), signs in, and
 * returns the session's Cookie header value. Needs deps built with
 * BOT_CHECK=off (makeTestDeps does that).
 */
export async function signUpVerified(
  app: RequestingApp,
  deps: AppDeps,
  email: string,
  password = 'secret-password',
): Promise<{ cookie: string; userId: string }> {
  if (deps.config.botCheck !== 'off')
    throw new Error('signUpVerified needs deps with BOT_CHECK=off (use makeTestDeps)');
  const json = { 'content-type': 'application/json' };
  const up = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: email.split('@')[0], email, password }),
  });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const { rows } = await deps.pool.query<{ id: string }>(
    'UPDATE users SET email_verified = true WHERE email = $1 RETURNING id',
    [email.toLowerCase()],
  );
  const userId = rows[0]?.id;
  if (!userId) throw new Error(`sign-up did not create ${email}`);
  const cookie = await signIn(app, email, password);
  return { cookie, userId };
}

/** Signs in with e-mail and password; returns the Cookie header value. Throws on failure. */
export async function signIn(app: RequestingApp, email: string, password: string) {
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = cookieFrom(res);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

/** Fetches an ALTCHA challenge from the app and solves it, as the widget would; returns the header value. */
export async function solveAltcha(app: RequestingApp): Promise<string> {
  const res = await app.request('/api/bot-check/challenge');
  if (res.status !== 200) throw new Error(`no challenge: ${res.status}`);
  const challenge = (await res.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { ...challenge, number: solution.number };
  delete (payload as { maxnumber?: number }).maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * The newest development-mailbox message to `to`, and the first link in its
 * text, once the mail queued in this process has left the outbox.
 */
export async function latestMail(app: RequestingApp, to: string) {
  await mailSettled();
  const res = await app.request(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (res.status !== 200) throw new Error(`mailbox: ${res.status}`);
  const [mail] = (await res.json()) as {
    to: string;
    subject: string;
    text: string;
    html: string;
  }[];
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return { ...mail, link };
}

/** A path-and-query for app.request from an absolute link in an e-mail. */
export const pathOf = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};

/** The PIN tests set with `setPin`, unless they name another. */
export const TEST_PIN = '1234';

/**
 * Sets the user's transaction PIN through PUT /api/me/pin, as the Settings
 * page does (the account password confirms it). Money-out requests then need
 * the header `{ 'x-transaction-pin': pin }`.
 */
export async function setPin(
  app: RequestingApp,
  deps: AppDeps,
  cookie: string,
  pin = TEST_PIN,
  password = 'secret-password',
) {
  const res = await app.request('/api/me/pin', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: deps.config.publicUrl },
    body: JSON.stringify({ pin, current_password: password }),
  });
  if (res.status !== 200)
    throw new Error(`setting the PIN failed: ${res.status} ${await res.text()}`);
}

/** The header that carries the transaction PIN on a money-out request. */
export const pinHeader = (pin = TEST_PIN) => ({ 'x-transaction-pin': pin });
