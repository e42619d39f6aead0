import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { toPostingResponse } from '#server/http/posting-response.ts';
import { moneyRateLimit } from '#server/http/rate-limit.ts';
import { convert } from '#server/ledger/operations.ts';
import { PostingResponseSchema } from '#shared/schemas/postings.ts';
import { ConvertRequestSchema, WalletSchema } from '#shared/schemas/wallets.ts';
import { listWallets } from './wallets.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/wallets',
  tags: ['Wallets'],
  summary: 'Exactly three wallets, in the order NGN, USD, CNY',
  middleware: [requireUser] as const,
  responses: { 200: json(z.array(WalletSchema)), 401: errorResponses[401] },
});

const convertRoute = createRoute({
  method: 'post',
  path: '/api/wallets/convert',
  tags: ['Wallets'],
  summary: 'Convert between your own wallets at the current rate (amount in `from` minor units)',
  middleware: [requireUser, moneyRateLimit] as const,
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, content: { 'application/json': { schema: ConvertRequestSchema } } },
  },
  responses: {
    200: json(PostingResponseSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const walletRoutes = [listRoute, convertRoute] as const;

export function registerWalletRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(await listWallets(c.var.deps.pool, c.var.user.id), 200),
  );
  app.openapi(convertRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await convert(c.var.deps.pool, {
      userId: c.var.user.id,
      from: body.from,
      to: body.to,
      amount: body.amount,
      idempotencyKey: c.req.valid('header')['idempotency-key'],
    });
    return c.json(toPostingResponse(result, c.var.user.id), 200);
  });
}
