import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import { PinHeaders, requirePin } from '#server/features/pin/pin.service.ts';
import type { AppEnv } from '#server/http/context.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { toPostingResponse } from '#server/http/posting-response.ts';
import { moneyRateLimit } from '#server/http/rate-limit.ts';
import { transfer } from '#server/ledger/operations.ts';
import { PostingResponseSchema } from '#shared/schemas/postings.ts';
import { TransferRequestSchema } from '#shared/schemas/transactions.ts';

const transferRoute = createRoute({
  method: 'post',
  path: '/api/transfers',
  tags: ['Transfers'],
  summary: "Send money to another Owo user's wallet (same currency), by e-mail address",
  // The PIN is checked before the body is even read: a wrong one moves nothing.
  middleware: [requireUser, moneyRateLimit, requirePin] as const,
  request: {
    headers: IdempotencyHeaders.merge(PinHeaders),
    body: { required: true, content: { 'application/json': { schema: TransferRequestSchema } } },
  },
  responses: {
    200: json(PostingResponseSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

export function registerTransferRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(transferRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await transfer(c.var.deps.pool, {
      fromUserId: c.var.user.id,
      toEmail: body.to_email,
      currency: body.currency,
      amount: body.amount,
      description: body.description,
      idempotencyKey: c.req.valid('header')['idempotency-key'],
    });
    return c.json(toPostingResponse(result, c.var.user.id), 200);
  });
}
