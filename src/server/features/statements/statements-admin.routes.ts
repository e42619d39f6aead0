import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { IssuedStatementSchema, StatementReferenceSchema } from '#shared/schemas/statements.ts';
import { findIssuedStatement } from './statements.service.ts';

const lookupRoute = createRoute({
  method: 'get',
  path: '/api/admin/statements/{reference}',
  tags: ['Admin'],
  summary: 'A statement as it was issued, by the reference printed on it (is it genuine?)',
  description:
    'Who it was for, the wallet and period, how it went out, and its figures (opening and closing balance, totals, number of transactions) to compare with the paper. 404: no statement has this reference.',
  middleware: [requireUser, requireAdmin] as const,
  request: { params: z.object({ reference: StatementReferenceSchema }) },
  responses: {
    200: json(IssuedStatementSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminStatementRoutes = [lookupRoute] as const;

export function registerAdminStatementRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(lookupRoute, async (c) =>
    c.json(await findIssuedStatement(c.var.deps, c.req.valid('param').reference), 200),
  );
}
