import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import { PinHeaders, requirePin } from '#server/features/pin/pin.service.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { toPostingResponse } from '#server/http/posting-response.ts';
import { moneyRateLimit, userRateLimit } from '#server/http/rate-limit.ts';
import { transfer } from '#server/ledger/operations.ts';
import { PostingResponseSchema } from '#shared/schemas/postings.ts';
import {
  TransferRecipientQuerySchema,
  TransferRecipientSchema,
  TransferRequestSchema,
} from '#shared/schemas/transactions.ts';

/** Enough look-ups for a person sending money, too few to list who has an account. */
const recipientRateLimit = userRateLimit('transfer-recipient', 20, 60_000);

const recipientRoute = createRoute({
  method: 'get',
  path: '/api/transfers/recipient',
  tags: ['Transfers'],
  summary: 'Whose account an e-mail address is, by name, shown before the user confirms a transfer',
  middleware: [requireUser, recipientRateLimit] as const,
  request: { query: TransferRecipientQuerySchema },
  responses: {
    200: json(TransferRecipientSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

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

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const transferRoutes = [recipientRoute, transferRoute] as const;

export function registerTransferRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(recipientRoute, async (c) => {
    const email = c.req.valid('query').email;
    const { rows } = await c.var.deps.pool.query<{
      id: string;
      email: string;
      name: string | null;
      active: boolean;
    }>(
      `SELECT u.id, u.email, coalesce(nullif(p.full_name, ''), nullif(u.name, '')) AS name,
              coalesce(p.is_active, true) AS active
         FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.email = $1`,
      [email],
    );
    const found = rows[0];
    if (!found) throw new AppError('NOT_FOUND', 'No Owo account has this e-mail address');
    if (found.id === c.var.user.id)
      throw new AppError('BUSINESS_RULE', 'You cannot send money to yourself');
    if (!found.active)
      throw new AppError('ACCOUNT_INACTIVE', "The recipient's account is inactive");
    return c.json({ email: found.email, name: found.name ?? found.email.split('@')[0]! }, 200);
  });
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
    // The recipient's mail ("You received ...") and both alerts are written by the wallet
    // alerts job from the ledger entries, exactly once, crash or not (features/alerts/).
    return c.json(toPostingResponse(result, c.var.user.id), 200);
  });
}
