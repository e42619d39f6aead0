import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { HistoryQuerySchema, HistoryResponseSchema } from '#shared/schemas/history.ts';
import { selectHistory } from './history.queries.ts';

const historyRoute = createRoute({
  method: 'get',
  path: '/api/history',
  tags: ['Transactions'],
  summary: "Monthly or yearly income, expenses and net from the user's own ledger",
  middleware: [requireUser] as const,
  request: { query: HistoryQuerySchema },
  responses: {
    200: json(HistoryResponseSchema),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const historyRoutes = [historyRoute] as const;

export function registerHistoryRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(historyRoute, async (c) => {
    const { period, currency } = c.req.valid('query');
    const buckets = await selectHistory(c.var.deps.pool, c.var.user.id, period, currency);
    return c.json({ currency, period, buckets }, 200);
  });
}
