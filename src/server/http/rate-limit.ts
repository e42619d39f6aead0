import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '#server/auth/client-ip.ts';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

/** Money-moving requests per user per minute: far above a person's pace, well below a script's. */
export const MONEY_REQUESTS_PER_MINUTE = 30;
/** ID document uploads per user per 10 minutes: a few retries, not a flood of files on disk. */
export const KYC_UPLOADS_PER_WINDOW = 5;

/** VTpass webhooks per sending address per minute: far above VTpass's retries, well below a flood. */
export const WEBHOOK_REQUESTS_PER_MINUTE = 120;

/**
 * A fixed-window counter per key, kept in PostgreSQL (the table better-auth
 * uses for its own limits), so it holds across app processes. Off when
 * RATE_LIMIT=off (benchmarks; refused in production).
 */
const rateLimit = (
  keyOf: (c: Context<AppEnv>) => string,
  bucket: string,
  max: number,
  windowMs: number,
) => {
  const wait = windowMs <= 60_000 ? 'a minute' : `${Math.ceil(windowMs / 60_000)} minutes`;
  return createMiddleware<AppEnv>(async (c, next) => {
    const { config, pool } = c.var.deps;
    if (!config.rateLimit) return next();
    const now = Date.now();
    const { rows } = await pool.query<{ count: number }>(
      `INSERT INTO rate_limits (id, key, count, last_request) VALUES ($1, $2, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.last_request < $3 - $4 THEN 1 ELSE rate_limits.count + 1 END,
         last_request = CASE WHEN rate_limits.last_request < $3 - $4 THEN $3 ELSE rate_limits.last_request END
       RETURNING count`,
      [randomUUID(), `${bucket}:${keyOf(c)}`, now, windowMs],
    );
    if ((rows[0]?.count ?? 0) > max) {
      c.header('retry-after', String(Math.ceil(windowMs / 1000)));
      throw new AppError('RATE_LIMITED', `Too many requests. Please wait ${wait} and try again.`);
    }
    await next();
  });
};

/** Per signed-in user and bucket (after requireUser). */
export const userRateLimit = (bucket: string, max: number, windowMs: number) =>
  rateLimit((c) => c.var.user.id, bucket, max, windowMs);

/**
 * Per client address and bucket, for routes without a user (webhooks): the
 * socket's peer, or the first untrusted hop behind TRUSTED_PROXIES.
 */
export const addressRateLimit = (bucket: string, max: number, windowMs: number) =>
  rateLimit(
    (c) => clientIp(c, c.var.deps.config.trustedProxies) ?? 'unknown',
    bucket,
    max,
    windowMs,
  );

export const moneyRateLimit = userRateLimit('money', MONEY_REQUESTS_PER_MINUTE, 60_000);
export const kycUploadRateLimit = userRateLimit('kyc', KYC_UPLOADS_PER_WINDOW, 10 * 60_000);
