import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminHeldDepositPageSchema,
  AdminHeldDepositsQuerySchema,
  HeldDecisionResultSchema,
  HeldDepositIdSchema,
  HeldReturnSchema,
} from '#shared/schemas/bank-accounts.ts';
import { adminRelease, adminReturn, listAdminHeld } from './held-deposits-admin.ts';

const tags = ['Admin'];
const guard = { 401: errorResponses[401], 403: errorResponses[403] };
const params = z.object({ id: HeldDepositIdSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/held-deposits',
  tags,
  summary: 'Held deposits (money kept aside while a wallet could not take it), newest first',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminHeldDepositsQuerySchema },
  responses: { 200: json(AdminHeldDepositPageSchema), 400: errorResponses[400], ...guard },
});

const releaseRoute = createRoute({
  method: 'post',
  path: '/api/admin/held-deposits/{id}/release',
  tags,
  summary:
    "Release a held deposit to the customer's wallet (422 LIMIT_EXCEEDED if it still does not fit)",
  middleware: [requireUser, requireAdmin] as const,
  request: { params },
  responses: {
    200: json(HeldDecisionResultSchema),
    400: errorResponses[400],
    ...guard,
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const returnRoute = createRoute({
  method: 'post',
  path: '/api/admin/held-deposits/{id}/return',
  tags,
  summary: 'Return a held deposit to its sender, with the reason',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: HeldReturnSchema } } },
  },
  responses: {
    200: json(HeldDecisionResultSchema),
    400: errorResponses[400],
    ...guard,
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminHeldDepositRoutes = [listRoute, releaseRoute, returnRoute] as const;

export function registerAdminHeldDepositRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(await readReport(c, (pool) => listAdminHeld(pool, c.req.valid('query'))), 200),
  );
  app.openapi(releaseRoute, async (c) =>
    c.json(await adminRelease(c.var.deps.pool, c.var.user.id, c.req.valid('param').id), 200),
  );
  app.openapi(returnRoute, async (c) =>
    c.json(
      await adminReturn(
        c.var.deps.pool,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json').reason,
      ),
      200,
    ),
  );
}
