import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminAirtimeCashPageSchema,
  AdminAirtimeCashQuerySchema,
  AdminAirtimeCashSchema,
  AirtimeCashDecisionSchema,
  AirtimeCashIdSchema,
} from '#shared/schemas/airtime-cash.ts';
import { exportAdminAirtimeCash } from './airtime-cash-admin.csv.ts';
import { decideAirtimeCashRequest, listAdminAirtimeCash } from './airtime-cash-admin.service.ts';

const guard = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/airtime-cash',
  tags: ['Admin'],
  summary:
    'Every airtime to cash request, newest first; filter by status and network, search e-mail, name, phone or id; stats over all',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminAirtimeCashQuerySchema.extend(exportFormat) },
  responses: { 200: jsonOrCsv(AdminAirtimeCashPageSchema), 400: errorResponses[400], ...guard },
});

const decideRoute = createRoute({
  method: 'post',
  path: '/api/admin/airtime-cash/{id}',
  tags: ['Admin'],
  summary:
    'Approve (credits net_amount to the NGN wallet once; status approved) or deny (optional reason shown to the user) a pending request',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params: z.object({ id: AirtimeCashIdSchema }),
    body: {
      required: true,
      content: { 'application/json': { schema: AirtimeCashDecisionSchema } },
    },
  },
  responses: {
    200: json(AdminAirtimeCashSchema),
    400: errorResponses[400],
    ...guard,
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminAirtimeCashRoutes = [listRoute, decideRoute] as const;

export function registerAdminAirtimeCashRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAdminAirtimeCash(c, query);
    return c.json(await readReport(c, (pool) => listAdminAirtimeCash(pool, query)), 200);
  });
  app.openapi(decideRoute, async (c) =>
    c.json(
      await decideAirtimeCashRequest(
        c.var.deps.pool,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  );
}
