import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { TransactionPageSchema, TransactionsQuerySchema } from '#shared/schemas/transactions.ts';
import { listTransactions } from './transactions.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/transactions',
  tags: ['Transactions'],
  summary: "The user's transactions, newest first (search, income/expense filter, keyset paging)",
  middleware: [requireUser] as const,
  request: { query: TransactionsQuerySchema },
  responses: {
    200: json(TransactionPageSchema),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const transactionRoutes = [listRoute] as const;

export function registerTransactionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(await listTransactions(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
}
