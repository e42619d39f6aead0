import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminSearchQuerySchema,
  AdminSearchResultSchema,
  Customer360Schema,
  CustomerIdSchema,
  CustomerNoteCreateSchema,
  CustomerNoteSchema,
} from '#shared/schemas/customer-360.ts';
import { searchAdmin } from './admin-search.service.ts';
import { addCustomerNote, getCustomer360 } from './customer-360.service.ts';

const tags = ['Admin'];
const params = z.object({ id: CustomerIdSchema });

const customerRoute = createRoute({
  method: 'get',
  path: '/api/admin/customers/{id}',
  tags,
  summary:
    'Customer 360: profile, tier and KYC, wallets, the newest transactions, bills, withdrawals, RMB purchases, loans, airtime to cash, notes and audit trail',
  middleware: [requireUser, requireAdmin] as const,
  request: { params },
  responses: {
    200: json(Customer360Schema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

const noteRoute = createRoute({
  method: 'post',
  path: '/api/admin/customers/{id}/notes',
  tags,
  summary: 'Add a note on a customer (append-only, audited; never on one’s own account)',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: {
      required: true,
      content: { 'application/json': { schema: CustomerNoteCreateSchema } },
    },
  },
  responses: {
    201: json(CustomerNoteSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/api/admin/search',
  tags,
  summary:
    "The back office's global search: a transaction reference, an e-mail, a phone number or a customer's own account number (at least 3 characters; 10 hits at most)",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminSearchQuerySchema },
  responses: {
    200: json(AdminSearchResultSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const customer360Routes = [customerRoute, noteRoute, searchRoute] as const;

export function registerCustomer360Routes(app: OpenAPIHono<AppEnv>) {
  app.openapi(customerRoute, async (c) =>
    c.json(await readReport(c, (pool) => getCustomer360(pool, c.req.valid('param').id)), 200),
  );
  app.openapi(noteRoute, async (c) => {
    const note = await addCustomerNote(
      c.var.deps.pool,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json').text,
    );
    return c.json(note, 201);
  });
  app.openapi(searchRoute, async (c) =>
    c.json(await readReport(c, (pool) => searchAdmin(pool, c.req.valid('query').q)), 200),
  );
}
