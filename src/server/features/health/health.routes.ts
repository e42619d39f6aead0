import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { readiness } from './health.service.ts';

const Health = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'unreachable']) });

const route = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: Health } } },
    503: {
      description: 'Database unreachable',
      content: { 'application/json': { schema: Health } },
    },
  },
});

const Ready = z.object({
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'unreachable']),
  pending_migrations: z.number().int().nullable(),
  /** The process is stopping: it finishes what it has and takes nothing new. */
  stopping: z.boolean(),
});

const readyRoute = createRoute({
  method: 'get',
  path: '/api/health/ready',
  tags: ['System'],
  summary:
    'Readiness: the database answers, every migration is applied, and the process is not stopping',
  responses: {
    200: { description: 'Ready for traffic', content: { 'application/json': { schema: Ready } } },
    503: {
      description: 'Database unreachable, migrations not applied yet, or the process stopping',
      content: { 'application/json': { schema: Ready } },
    },
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const healthRoutes = [route, readyRoute] as const;

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    try {
      await c.var.deps.pool.query('SELECT 1');
      return c.json({ status: 'ok' as const, db: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'degraded' as const, db: 'unreachable' as const }, 503);
    }
  });
  app.openapi(readyRoute, async (c) => {
    const r = await readiness(c.var.deps.pool);
    const stopping = c.var.deps.lifecycle?.stopping ?? false;
    const ready = r.ready && !stopping;
    const body = {
      status: ready ? ('ready' as const) : ('not_ready' as const),
      db: r.db,
      pending_migrations: r.pendingMigrations,
      stopping,
    };
    return ready ? c.json(body, 200) : c.json(body, 503);
  });
}
