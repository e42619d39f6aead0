import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import { AuditPageSchema, AuditQuerySchema } from '#shared/schemas/audit.ts';
import { exportAudit } from './audit.csv.ts';
import { listAudit } from './audit.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-log',
  tags: ['Admin'],
  summary:
    'What administrators changed, newest first (action, actor e-mail, target, date range, keyset paging)',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AuditQuerySchema.extend(exportFormat) },
  responses: {
    200: jsonOrCsv(AuditPageSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const auditRoutes = [listRoute] as const;

/** Routes of the audit log, for the back office. */
export function registerAuditRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAudit(c, query);
    return c.json(await readReport(c, (pool) => listAudit(pool, query)), 200);
  });
}
