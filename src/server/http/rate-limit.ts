import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

const WINDOW_MS = 60_000;
/** Money-moving requests per user per minute: far above a person's pace, well below a script's. */
export const MONEY_REQUESTS_PER_MINUTE = 30;

/**
 * A fixed-window counter per signed-in user, kept in PostgreSQL (the table
 * better-auth uses for its own limits), so it holds across app processes.
 * Off when RATE_LIMIT=off (benchmarks; refused in production).
 */
export const moneyRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { config, pool } = c.var.deps;
  if (!config.rateLimit) return next();
  const now = Date.now();
  const { rows } = await pool.query<{ count: number }>(
    `INSERT INTO rate_limits (id, key, count, last_request) VALUES ($1, $2, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.last_request < $3 - $4 THEN 1 ELSE rate_limits.count + 1 END,
       last_request = CASE WHEN rate_limits.last_request < $3 - $4 THEN $3 ELSE rate_limits.last_request END
     RETURNING count`,
    [randomUUID(), `money:${c.var.user.id}`, now, WINDOW_MS],
  );
  if ((rows[0]?.count ?? 0) > MONEY_REQUESTS_PER_MINUTE) {
    c.header('retry-after', '60');
    throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
  }
  await next();
});
