import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminStatsSchema,
  AnalyticsQuerySchema,
  AnalyticsSchema,
} from '#shared/schemas/admin-stats.ts';
import { adminAnalytics, adminStats } from './admin-stats.service.ts';

const tags = ['Admin'];

const statsRoute = createRoute({
  method: 'get',
  path: '/api/admin/stats',
  tags,
  summary: 'The dashboard: users, transactions, revenue per currency, pending work, newest rows',
  middleware: [requireUser, requireAdmin] as const,
  responses: {
    200: json(AdminStatsSchema),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const analyticsRoute = createRoute({
  method: 'get',
  path: '/api/admin/stats/analytics',
  tags,
  summary: 'Daily volume per currency and sign-ups over the last days (Africa/Lagos days)',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AnalyticsQuerySchema },
  responses: {
    200: json(AnalyticsSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminStatsRoutes = [statsRoute, analyticsRoute] as const;

/** Routes of the back office's dashboard: stats and analytics. */
export function registerAdminStatsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(statsRoute, async (c) => c.json(await readReport(c, adminStats), 200));
  app.openapi(analyticsRoute, async (c) => {
    const { days } = c.req.valid('query');
    return c.json(await readReport(c, (pool) => adminAnalytics(pool, days)), 200);
  });
}
