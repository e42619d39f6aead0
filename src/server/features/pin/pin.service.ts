import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { APIError } from 'better-auth/api';
import { createMiddleware } from 'hono/factory';
import type { Pool } from 'pg';
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { pinChangedEmail } from '#server/providers/email/notices.ts';
import { type MailDeps, mailUser } from '#server/providers/email/send-later.ts';
import {
  PIN_HEADER,
  PIN_LOCK_MINUTES,
  PIN_MAX_TRIES,
  PIN_MESSAGES,
  type PinSet,
  type PinStatus,
} from '#shared/schemas/pin.ts';
import {
  clearPinFailures,
  hasPassword,
  lockPin,
  type PinRow,
  recordWrongPin,
  selectPin,
  upsertPin,
} from './pin.queries.ts';

export const INVALID_PASSWORD_MESSAGE = 'Current password is incorrect';
export const NO_PASSWORD_MESSAGE =
  'This account has no password yet. Set one with "Forgot password" on the sign-in page, then set your PIN.';

/**
 * The stored form of a PIN: HMAC-SHA-256 under PIN_SECRET of the user id and
 * the PIN. Only 10,000 PINs exist, so a plain or even a slow hash would fall to
 * anyone holding the table; without the secret, which never enters the
 * database, the hashes say nothing. The user id makes two users' equal PINs
 * look different.
 */
export function hashPin(secret: string, userId: string, pin: string): string {
  return createHmac('sha256', secret).update(`${userId}:${pin}`).digest('hex');
}

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Wrong PINs that still count: a lock that has run out starts the count again. */
const failuresOf = (row: PinRow) => (row.lock_over ? 0 : row.failed_attempts);

const toStatus = (row: PinRow | null): PinStatus => ({
  is_set: row !== null,
  locked_until: row?.locked && row.locked_until ? row.locked_until.toISOString() : null,
  tries_left: !row ? PIN_MAX_TRIES : row.locked ? 0 : PIN_MAX_TRIES - failuresOf(row),
});

export async function getPinStatus(pool: Pool, userId: string): Promise<PinStatus> {
  return toStatus(await selectPin(pool, userId));
}

/**
 * Sets or changes the PIN once the account password proves the owner is
 * asking (a stolen session alone cannot). Setting it again also lifts a lock.
 * The owner gets a security e-mail, so a change they did not make is noticed:
 * written in the same transaction as the PIN, sent after the commit.
 */
export async function setPin(
  pool: Pool,
  auth: Auth,
  config: Pick<Config, 'pinSecret'>,
  /** The request's, for better-auth to find the session whose password it checks. */
  headers: Headers,
  userId: string,
  input: PinSet,
  mail?: MailDeps,
): Promise<PinStatus> {
  if (!(await hasPassword(pool, userId)))
    throw new AppError('INVALID_PASSWORD', NO_PASSWORD_MESSAGE, 'current_password');
  if (!(await passwordMatches(auth, headers, input.current_password)))
    throw new AppError('INVALID_PASSWORD', INVALID_PASSWORD_MESSAGE, 'current_password');
  const first = !(await selectPin(pool, userId));
  const when = new Date();
  await inTransaction(pool, async (tx) => {
    await upsertPin(tx, userId, hashPin(config.pinSecret, userId, input.pin));
    if (mail)
      await mailUser(
        mail,
        { id: userId },
        (to, appUrl) => pinChangedEmail(to, appUrl, when, first),
        tx,
      );
  });
  mail?.outbox.wake();
  return getPinStatus(pool, userId);
}

/**
 * better-auth's own check of the signed-in user's password, so the hashing
 * stays its business. A wrong password is its 400; anything else is a fault.
 */
async function passwordMatches(auth: Auth, headers: Headers, password: string) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (e) {
    if (e instanceof APIError && e.statusCode === 400) return false;
    throw e;
  }
}

type Outcome = { kind: 'ok' | 'not-set' | 'locked' } | { kind: 'wrong'; triesLeft: number };

/**
 * Lets a payment go on only with the user's right PIN; throws otherwise.
 * The row is read FOR UPDATE, so simultaneous tries are counted one after
 * another: however many arrive at once, the fifth wrong one locks and no
 * later one is compared. The count is committed before the error is thrown.
 */
export async function checkPin(
  pool: Pool,
  config: Pick<Config, 'pinSecret'>,
  userId: string,
  pin: string | undefined,
  /** The PIN's hash read with the session when it had no wrong tries and no lock (SessionUser). */
  cleanHash?: string | null,
): Promise<void> {
  if (pin === undefined || pin === '')
    throw new AppError('PIN_REQUIRED', `The ${PIN_HEADER} header is required: your 4-digit PIN`);
  if (!/^\d{4}$/.test(pin))
    throw new AppError('PIN_REQUIRED', `The ${PIN_HEADER} header must be your 4-digit PIN`);
  const given = hashPin(config.pinSecret, userId, pin);

  // The common case, a right PIN with no wrong tries to clear, needs no lock:
  // a plain read decides it (the session's own, when the caller has it).
  // Anything else is counted under the row lock below.
  if (cleanHash && sameHash(cleanHash, given)) return;
  const seen = await selectPin(pool, userId);
  if (
    seen &&
    seen.failed_attempts === 0 &&
    seen.locked_until === null &&
    sameHash(seen.pin_hash, given)
  )
    return;

  const outcome = await inTransaction(pool, async (client): Promise<Outcome> => {
    const row = await lockPin(client, userId);
    if (!row) return { kind: 'not-set' };
    if (row.locked) return { kind: 'locked' };
    if (sameHash(row.pin_hash, given)) {
      await clearPinFailures(client, userId);
      return { kind: 'ok' };
    }
    const failed = failuresOf(row) + 1;
    const lock = failed >= PIN_MAX_TRIES;
    await recordWrongPin(client, userId, failed, lock);
    return lock ? { kind: 'locked' } : { kind: 'wrong', triesLeft: PIN_MAX_TRIES - failed };
  });

  switch (outcome.kind) {
    case 'ok':
      return;
    case 'not-set':
      throw new AppError('PIN_NOT_SET', PIN_MESSAGES.notSet);
    case 'locked':
      throw new AppError('PIN_LOCKED', PIN_MESSAGES.locked);
    case 'wrong':
      throw new AppError('PIN_INVALID', PIN_MESSAGES.invalid(outcome.triesLeft));
  }
}

/**
 * For a money-out route's `middleware`, after requireUser (and the rate
 * limit, so guesses are limited too): the request goes on only with the
 * user's right transaction PIN. It runs before the body is read, so no
 * money moves on a wrong, missing or locked PIN.
 */
export const requirePin = createMiddleware<AppEnv>(async (c, next) => {
  const { user } = c.var;
  await checkPin(
    c.var.deps.pool,
    c.var.deps.config,
    user.id,
    c.req.header(PIN_HEADER),
    user.cleanPinHash,
  );
  await next();
});

/**
 * The header for the OpenAPI page: merge it into the route's request headers
 * (`IdempotencyHeaders.merge(PinHeaders)`). requirePin has checked it already.
 */
export const PinHeaders = z.object({
  'x-transaction-pin': z
    .string()
    .regex(/^\d{4}$/)
    .openapi({
      description: `The 4-digit transaction PIN. No PIN set: 422 PIN_NOT_SET; wrong: 403 PIN_INVALID (the message says how many tries are left); ${PIN_MAX_TRIES} wrong in a row: 429 PIN_LOCKED for ${PIN_LOCK_MINUTES} minutes or until the PIN is set again.`,
      example: '1234',
    }),
});
