import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { userRateLimit } from '#server/http/rate-limit.ts';
import {
  AirtimeCashCreatedSchema,
  AirtimeCashCreateSchema,
  AirtimeCashPageSchema,
  AirtimeCashQuerySchema,
} from '#shared/schemas/airtime-cash.ts';
import { createAirtimeCash, listAirtimeCash } from './airtime-cash.service.ts';

const read = { 400: errorResponses[400], 401: errorResponses[401] };
/** Requests per user per 10 minutes: a person converts airtime now and then, a script floods. */
export const AIRTIME_CASH_REQUESTS_PER_WINDOW = 10;
const createRateLimit = userRateLimit(
  'airtime-cash',
  AIRTIME_CASH_REQUESTS_PER_WINDOW,
  10 * 60_000,
);

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/airtime-cash',
  tags: ['Airtime to cash'],
  summary:
    'Ask to convert airtime to cash: recorded pending, no money moves; answers the USSD code to dial once (dial_code, never stored; the stored ussd_code has the PIN masked)',
  middleware: [requireUser, createRateLimit] as const,
  request: {
    // Optional: with one, a repeat answers the first request instead of recording a second.
    headers: IdempotencyHeaders.partial(),
    body: { required: true, content: { 'application/json': { schema: AirtimeCashCreateSchema } } },
  },
  responses: {
    201: json(AirtimeCashCreatedSchema, 'The request, pending, with the code to dial'),
    ...read,
    403: errorResponses[403],
    409: errorResponses[409],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/airtime-cash',
  tags: ['Airtime to cash'],
  summary:
    "The user's airtime to cash requests, newest first; filter by status, search phone or network",
  middleware: [requireUser] as const,
  request: { query: AirtimeCashQuerySchema },
  responses: { 200: json(AirtimeCashPageSchema), ...read },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const airtimeCashRoutes = [createRouteDef, listRoute] as const;

export function registerAirtimeCashRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(createRouteDef, async (c) =>
    c.json(
      await createAirtimeCash(
        c.var.deps,
        c.var.user.id,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'] ?? null,
      ),
      201,
    ),
  );
  app.openapi(listRoute, async (c) =>
    c.json(await listAirtimeCash(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
}
