import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';

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

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const healthRoutes = [route] as const;

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    try {
      await c.var.deps.pool.query('SELECT 1');
      return c.json({ status: 'ok' as const, db: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'degraded' as const, db: 'unreachable' as const }, 503);
    }
  });
}
