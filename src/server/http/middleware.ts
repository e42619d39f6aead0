import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from './context.ts';
import { AppError } from './errors.ts';

export const withDeps = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    await next();
  });

/**
 * Path segments that are secrets: the e-mailed password-reset link carries its
 * token in the path (/api/auth/reset-password/<token>). Any case, any number
 * of slashes: whatever better-auth's router would still take for that route.
 */
const SECRET_SEGMENT = /(\/reset-password\/+)[^/]+/gi;

/**
 * The path as a log line shows it: secret segments replaced by `:token`. The
 * query string is never logged (verification links carry `?token=`, OAuth
 * callbacks `?code=`).
 */
export const loggedPath = (path: string) => path.replace(SECRET_SEGMENT, '$1:token');

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
  const ms = performance.now() - started;
  c.res.headers.set('x-request-id', id);
  // The pattern of the route that answered (`/api/bills/:id`), never the path itself.
  c.var.deps.metrics.observeRequest(c.req.method, routePath(c), c.res.status, ms / 1000);
  if (!c.req.path.startsWith('/api/')) return;
  c.var.deps.log.info({
    requestId: id,
    method: c.req.method,
    path: loggedPath(c.req.path),
    status: c.res.status,
    ms: Math.round(ms * 10) / 10,
  });
});

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE = 'Cross-site request refused';

/**
 * State-changing requests from a browser must come from our own origin. A
 * request that carries cookies (a session rides on them) must say where it
 * comes from: its Origin is ours, or, with no Origin, the browser vouches for
 * it with `Sec-Fetch-Site: same-origin`. `Origin: null` (sandboxed frames,
 * some redirects) and a malformed Origin are refused. Requests without
 * cookies (sign-in, sign-up from an API client) need no Origin. `exempt`
 * paths are signed by their sender (webhooks) and are not browser traffic.
 */
export const originCheck = (exempt: readonly string[] = []) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const origin = c.req.header('origin');
    if (origin === undefined) {
      if (c.req.header('cookie') && c.req.header('sec-fetch-site') !== 'same-origin')
        throw new AppError('FORBIDDEN', `${CROSS_SITE}: a signed-in request must send its Origin`);
      return next();
    }
    if (origin === 'null' || !URL.canParse(origin)) throw new AppError('FORBIDDEN', CROSS_SITE);
    const own = new URL(c.var.deps.config.publicUrl).origin;
    const sameHost = new URL(origin).host === c.req.header('host');
    if (origin !== own && !sameHost) throw new AppError('FORBIDDEN', CROSS_SITE);
    await next();
  });
