import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { RatesResponseSchema } from '#shared/schemas/rates.ts';
import { listRates } from './rates.service.ts';

const ratesRoute = createRoute({
  method: 'get',
  path: '/api/rates',
  tags: ['Rates'],
  summary: 'Current exchange rates (newest update first)',
  middleware: [requireUser] as const,
  responses: { 200: json(RatesResponseSchema), 401: errorResponses[401] },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const rateRoutes = [ratesRoute] as const;

export function registerRateRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(ratesRoute, async (c) => c.json(await listRates(c.var.deps.pool), 200));
}
