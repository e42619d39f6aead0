import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  TransactionIdParamsSchema,
  TransactionPageSchema,
  TransactionsQuerySchema,
} from '#shared/schemas/transactions.ts';
import { listTransactions, transactionReceipt } from './transactions.service.ts';

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

const receiptRoute = createRoute({
  method: 'get',
  path: '/api/transactions/{id}/receipt',
  tags: ['Transactions'],
  summary: "The receipt of one of the user's transactions (its `id` in the list), as a PDF",
  middleware: [requireUser] as const,
  request: { params: TransactionIdParamsSchema },
  responses: {
    200: { description: 'The receipt', content: { 'application/pdf': { schema: z.string() } } },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const transactionRoutes = [listRoute, receiptRoute] as const;

export function registerTransactionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(await listTransactions(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
  app.openapi(receiptRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { pdf, reference } = await transactionReceipt(c.var.deps.pool, c.var.user.id, id);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="owo-receipt-${reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
