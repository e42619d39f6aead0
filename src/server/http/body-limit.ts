import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

/** Every JSON or form body: far above any request of ours, far below what hurts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const limit = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => {
    // The rest of the body is never read, so the connection cannot carry another
    // request: say so, or a client that reuses it sees its next request dropped.
    c.header('connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', `body: must be at most ${BODY_LIMIT_BYTES / 1024} KB`);
  },
});

/**
 * The global body limit, for every path but `own`: routes that set their
 * own limit (file uploads, webhooks) and check it themselves.
 */
export const bodyLimits = (own: readonly string[]) =>
  createMiddleware<AppEnv>(async (c, next) => (own.includes(c.req.path) ? next() : limit(c, next)));
