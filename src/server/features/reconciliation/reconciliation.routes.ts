import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  ReconciliationQuerySchema,
  ReconciliationRequeryResultSchema,
  ReconciliationRequerySchema,
  ReconciliationSchema,
  StuckListSchema,
} from '#shared/schemas/reconciliation.ts';
import { requeryMismatch } from './reconciliation.actions.ts';
import { getReconciliation } from './reconciliation.service.ts';
import { selectStuck } from './reconciliation-stuck.queries.ts';

const tags = ['Admin'];
const guard = { 401: errorResponses[401], 403: errorResponses[403] };

/** Pending longer than this is stuck. */
export const STUCK_AFTER_MINUTES = 60;
const STUCK_LIMIT = 200;

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/reconciliation',
  tags,
  summary:
    "A Lagos day's reconciliation per provider (default yesterday): the stored daily run, or live for today or with refresh=1",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: ReconciliationQuerySchema },
  responses: { 200: json(ReconciliationSchema), 400: errorResponses[400], ...guard },
});

const requeryRoute = createRoute({
  method: 'post',
  path: '/api/admin/reconciliation/requery',
  tags,
  summary:
    "Ask the provider about a mismatch again, through the record's normal path (settles, refunds or credits once); audited",
  middleware: [requireUser, requireAdmin] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: ReconciliationRequerySchema } },
    },
  },
  responses: {
    200: json(ReconciliationRequeryResultSchema),
    400: errorResponses[400],
    ...guard,
    404: errorResponses[404],
    422: errorResponses[422],
    502: errorResponses[502],
  },
});

const stuckRoute = createRoute({
  method: 'get',
  path: '/api/admin/reconciliation/stuck',
  tags,
  summary:
    'Bills, withdrawals, card payments, deposits, RMB and airtime-to-cash pending longer than an hour, oldest first',
  middleware: [requireUser, requireAdmin] as const,
  responses: { 200: json(StuckListSchema), ...guard },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const reconciliationRoutes = [getRoute, requeryRoute, stuckRoute] as const;

export function registerReconciliationRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getRoute, async (c) =>
    c.json(await getReconciliation(c.var.deps, c.req.valid('query')), 200),
  );
  app.openapi(requeryRoute, async (c) =>
    c.json(await requeryMismatch(c.var.deps, c.var.user.id, c.req.valid('json')), 200),
  );
  app.openapi(stuckRoute, async (c) => {
    const before = new Date(Date.now() - STUCK_AFTER_MINUTES * 60_000);
    const stuck = await selectStuck(c.var.deps.pool, before, STUCK_LIMIT);
    return c.json({ older_than_minutes: STUCK_AFTER_MINUTES, ...stuck }, 200);
  });
}
