import type { MiddlewareHandler } from 'hono';
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
 * own limit (file uploads, webhooks) and check it themselves. A path in
 * `limits` gets its own limit here instead, before anything reads the body
 * (the NUL check parses forms): for uploads far larger than the global limit.
 */
export const bodyLimits = (
  own: readonly string[],
  limits: Readonly<Record<string, MiddlewareHandler<AppEnv>>> = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    if (Object.hasOwn(limits, path)) return limits[path]!(c, next);
    return own.includes(path) ? next() : limit(c, next);
  });
