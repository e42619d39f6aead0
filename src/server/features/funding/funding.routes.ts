import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { moneyRateLimit } from '#server/http/rate-limit.ts';
import { SIMULATOR_PATH } from '#server/providers/paystack/paystack.ts';
import { paystackSimulator } from '#server/providers/paystack/simulator.ts';
import { ErrorSchema } from '#shared/schemas/common.ts';
import {
  CardFundingOptionsSchema,
  CardFundingRequestSchema,
  CardFundingSchema,
  ReferenceSchema,
} from '#shared/schemas/funding.ts';
import {
  cardFundingOptions,
  getCardFunding,
  initializeCardFunding,
  verifyCardFunding,
} from './funding.service.ts';
import { registerPaystackWebhook } from './paystack-webhook.routes.ts';

const tags = ['Funding'];
const providerFailed = json(ErrorSchema, 'The payment provider failed or did not answer');
const ReferenceQuery = z.object({ reference: ReferenceSchema });

const optionsRoute = createRoute({
  method: 'get',
  path: '/api/funding/card/options',
  tags,
  summary: 'Whether card funding is available, for which wallets, and its limits',
  middleware: [requireUser] as const,
  responses: { 200: json(CardFundingOptionsSchema), 401: errorResponses[401] },
});

const initializeRoute = createRoute({
  method: 'post',
  path: '/api/funding/card',
  tags,
  summary: 'Start a card payment into a wallet; answers the checkout URL to send the customer to',
  description:
    'Nothing is credited here. Send the browser to `authorization_url`; Paystack brings it back to `/fund-wallet?reference=...`, where the page calls GET /api/funding/card/verify. Repeating with the same Idempotency-Key answers the same reference and checkout.',
  middleware: [requireUser, moneyRateLimit] as const,
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, content: { 'application/json': { schema: CardFundingRequestSchema } } },
  },
  responses: {
    200: json(CardFundingSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
    422: errorResponses[422],
    502: providerFailed,
  },
});

const verifyRoute = createRoute({
  method: 'get',
  path: '/api/funding/card/verify',
  tags,
  summary: 'Ask the provider about my card payment; credits the wallet once when it succeeded',
  middleware: [requireUser] as const,
  request: { query: ReferenceQuery },
  responses: {
    200: json(CardFundingSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
    502: providerFailed,
  },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/api/funding/card/{reference}',
  tags,
  summary: 'My card payment as we know it (no provider call)',
  middleware: [requireUser] as const,
  request: { params: ReferenceQuery },
  responses: {
    200: json(CardFundingSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const fundingRoutes = [optionsRoute, initializeRoute, verifyRoute, statusRoute] as const;

export function registerFundingRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(optionsRoute, (c) => c.json(cardFundingOptions(c.var.deps), 200));
  app.openapi(initializeRoute, async (c) => {
    const key = c.req.valid('header')['idempotency-key'];
    const user = { id: c.var.user.id, email: c.var.user.email };
    return c.json(await initializeCardFunding(c.var.deps, user, c.req.valid('json'), key), 200);
  });
  app.openapi(verifyRoute, async (c) =>
    c.json(await verifyCardFunding(c.var.deps, c.var.user.id, c.req.valid('query').reference), 200),
  );
  app.openapi(statusRoute, async (c) =>
    c.json(await getCardFunding(c.var.deps, c.var.user.id, c.req.valid('param').reference), 200),
  );
  registerPaystackWebhook(app);
  // The local Paystack stand-in; it answers 404 unless it is the Paystack in use.
  app.route(SIMULATOR_PATH, paystackSimulator());
}
