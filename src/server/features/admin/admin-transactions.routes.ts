import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminTransactionPageSchema,
  AdminTransactionStatsSchema,
  AdminTransactionsQuerySchema,
} from '#shared/schemas/admin-transactions.ts';
import { exportAdminTransactions } from './admin-transactions.csv.ts';
import { listAdminTransactions, transactionStats } from './admin-transactions.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/transactions',
  tags: ['Admin'],
  summary:
    "Every user's wallet entries, newest first (currency, status, type, search, keyset paging)",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminTransactionsQuerySchema.extend(exportFormat) },
  responses: {
    200: jsonOrCsv(AdminTransactionPageSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const statsRoute = createRoute({
  method: 'get',
  path: '/api/admin/transactions/stats',
  tags: ['Admin'],
  summary: "Every user's transactions per status, and money in and out per currency",
  middleware: [requireUser, requireAdmin] as const,
  responses: {
    200: json(AdminTransactionStatsSchema),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminTransactionRoutes = [listRoute, statsRoute] as const;

/** Routes of every user's ledger transactions, for the back office. */
export function registerAdminTransactionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAdminTransactions(c, query);
    return c.json(await readReport(c, (pool) => listAdminTransactions(pool, query)), 200);
  });
  app.openapi(statsRoute, async (c) => c.json(await readReport(c, transactionStats), 200));
}
