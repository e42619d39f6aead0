import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';

export const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's peer address: never a header. Undefined without a socket (app.request in tests). */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read the metrics: a request carrying `Authorization: Bearer
 * METRICS_TOKEN`, or one from this machine's loopback address that no proxy
 * forwarded (a load balancer on the same machine connects from 127.0.0.1 too,
 * for anyone; it says so with X-Forwarded-For or Forwarded). Anyone else gets
 * 401 when a token is configured, else 404: the route is not there for them.
 */
export function metricsAccess(c: Context, token: string | undefined): 200 | 401 | 404 {
  const auth = c.req.header('authorization');
  if (token && auth !== undefined) {
    const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? '';
    return timingSafeEqual(digest(given), digest(token)) ? 200 : 401;
  }
  const peer = peerAddress(c);
  const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded');
  if (peer && LOOPBACK.has(peer) && forwarded === undefined) return 200;
  return token ? 401 : 404;
}

/** GET /metrics: Prometheus's text format, from this app's registry. */
export function registerMetricsRoute(app: OpenAPIHono<AppEnv>) {
  app.get(METRICS_PATH, async (c) => {
    const { config, metrics } = c.var.deps;
    const access = metricsAccess(c, config.METRICS_TOKEN);
    if (access === 404) return c.text('Not found', 404);
    if (access === 401)
      return c.text('Unauthorized', 401, { 'www-authenticate': 'Bearer realm="metrics"' });
    const text = await metrics.registry.metrics();
    return c.body(text, 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
}
