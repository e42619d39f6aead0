import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { moneyRateLimit } from '#server/http/rate-limit.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  GiftCardBatchSchema,
  GiftCardCreateSchema,
  GiftCardPageSchema,
  GiftCardsQuerySchema,
  RedeemGiftCardResultSchema,
  RedeemGiftCardSchema,
} from '#shared/schemas/gift-cards.ts';
import { exportGiftCards } from './gift-cards.csv.ts';
import { createGiftCards, listGiftCards, redeemGiftCard } from './gift-cards.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/gift-cards',
  tags: ['Admin'],
  summary:
    "Every gift card, newest first; search by code (dashes optional), status, or one batch (`batch` = any of its cards' ids); `format=csv` for the batch's codes as a file",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: GiftCardsQuerySchema.extend(exportFormat) },
  responses: {
    200: jsonOrCsv(GiftCardPageSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/admin/gift-cards',
  tags: ['Admin'],
  summary:
    'Create 1 to 100 gift cards at once, all or none; an optional Idempotency-Key makes a retry answer the same batch',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    headers: IdempotencyHeaders.partial(),
    body: { required: true, content: { 'application/json': { schema: GiftCardCreateSchema } } },
  },
  responses: {
    201: json(GiftCardBatchSchema, 'Created'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    409: errorResponses[409],
  },
});

const redeemRoute = createRoute({
  method: 'post',
  path: '/api/gift-cards/redeem',
  tags: ['Gift cards'],
  summary:
    "Redeem a gift card code: its amount is credited to the user's wallet in its currency, once (403 SELF_ACTION for the administrator who issued it)",
  middleware: [requireUser, moneyRateLimit] as const,
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, content: { 'application/json': { schema: RedeemGiftCardSchema } } },
  },
  responses: {
    200: json(RedeemGiftCardResultSchema),
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
export const giftCardRoutes = [listRoute, createRouteDef, redeemRoute] as const;

/** Routes of gift cards: the back office's batches and the user's redemption. */
export function registerGiftCardRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportGiftCards(c, query);
    return c.json(await readReport(c, (pool) => listGiftCards(pool, query)), 200);
  });
  app.openapi(createRouteDef, async (c) => {
    const items = await createGiftCards(c.var.deps.pool, c.var.user.id, c.req.valid('json'), {
      idempotencyKey: c.req.valid('header')['idempotency-key'],
    });
    return c.json({ items }, 201);
  });
  app.openapi(redeemRoute, async (c) => {
    const result = await redeemGiftCard(c.var.deps.pool, {
      userId: c.var.user.id,
      code: c.req.valid('json').code,
      idempotencyKey: c.req.valid('header')['idempotency-key'],
    });
    return c.json(result, 200);
  });
}
