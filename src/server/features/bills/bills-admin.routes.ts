import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminBillPageSchema,
  AdminBillSchema,
  AdminBillsQuerySchema,
} from '#shared/schemas/bills-admin.ts';
import { exportAdminBills } from './bills-admin.csv.ts';
import { listAdminBills, processBill } from './bills-admin.service.ts';

const guard = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/bills',
  tags: ['Admin'],
  summary: 'Every bill, newest first; filter by status and service, search; counts over all bills',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminBillsQuerySchema.extend(exportFormat) },
  responses: { 200: jsonOrCsv(AdminBillPageSchema), 400: errorResponses[400], ...guard },
});

const requeryRoute = createRoute({
  method: 'post',
  path: '/api/admin/bills/{id}/requery',
  tags: ['Admin'],
  summary: 'Process: ask VTpass about the bill now, then settle or refund it on the answer',
  middleware: [requireUser, requireAdmin] as const,
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: json(AdminBillSchema), ...guard, 404: errorResponses[404] },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminBillRoutes = [listRoute, requeryRoute] as const;

export function registerAdminBillRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAdminBills(c, query);
    return c.json(await readReport(c, (pool) => listAdminBills(pool, query)), 200);
  });
  app.openapi(requeryRoute, async (c) =>
    c.json(await processBill(c.var.deps, c.var.user.id, c.req.valid('param').id), 200),
  );
}
