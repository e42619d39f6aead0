import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './context.ts';
import { AppError } from './errors.ts';

export const withDeps = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    await next();
  });

/**
 * One JSON log line per request, with a request id echoed in x-request-id.
 * The id goes onto the finished response's own headers, as the security
 * headers do: `c.header()` after `next()` rebuilds the response, and under
 * @hono/node-server the copy is made from the original init, which drops
 * every header set on it since.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
  c.set('requestId', id);
  const started = performance.now();
  await next();
  c.res.headers.set('x-request-id', id);
  if (!c.req.path.startsWith('/api/')) return;
  c.var.deps.log.info({
    requestId: id,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
});

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** State-changing requests from a browser must come from our own origin. */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (!SAFE.has(c.req.method) && origin && origin !== 'null') {
    const own = new URL(c.var.deps.config.publicUrl).origin;
    const host = c.req.header('host');
    const sameHost = host && new URL(origin).host === host;
    if (origin !== own && !sameHost) throw new AppError('FORBIDDEN', 'Cross-site request refused');
  }
  await next();
});
