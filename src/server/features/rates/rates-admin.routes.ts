import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminAirtimeRateSchema,
  AdminAirtimeRatesSchema,
  AdminRateSchema,
  AdminRatesSchema,
  AirtimeRatesSchema,
  AirtimeRateUpdateSchema,
  RateHistoryPageSchema,
  RateHistoryQuerySchema,
  RateUpdateSchema,
} from '#shared/schemas/rates.ts';
import { listRateHistory } from './rate-history.service.ts';
import {
  listAdminAirtimeRates,
  listAdminRates,
  listAirtimeRates,
  updateAirtimeRate,
  updateRate,
} from './rates-admin.service.ts';

const tags = ['Rates'];
const adminErrors = { 401: errorResponses[401], 403: errorResponses[403] };
const body = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const listRatesRoute = createRoute({
  method: 'get',
  path: '/api/admin/rates',
  tags,
  summary: 'Every exchange rate with who set it last (administrators only)',
  middleware: [requireUser, requireAdmin] as const,
  responses: { 200: json(AdminRatesSchema), ...adminErrors },
});

const updateRateRoute = createRoute({
  method: 'put',
  path: '/api/admin/rates',
  tags,
  summary:
    'Set the rate of one currency pair; conversions use it at once (administrators only). Refused when any round trip through the pair would multiply to more than 1; a change of more than 10% needs confirm: true',
  middleware: [requireUser, requireAdmin] as const,
  request: { body: body(RateUpdateSchema) },
  responses: {
    200: json(AdminRateSchema),
    400: errorResponses[400],
    ...adminErrors,
    404: errorResponses[404],
    409: {
      ...errorResponses[409],
      description:
        'CONFIRMATION_REQUIRED: the change is more than 10%; current_rate, new_rate and change_percent say by how much. Nothing changed',
    },
    422: {
      ...errorResponses[422],
      description:
        'RATE_ROUND_TRIP: a customer could convert around at a profit; max_rate is the largest rate allowed. Nothing changed',
    },
  },
});

const rateHistoryRoute = createRoute({
  method: 'get',
  path: '/api/admin/rates/history',
  tags,
  summary:
    'Every change of an exchange rate (pair, before, after, who, when), newest first, keyset-paged (administrators only)',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: RateHistoryQuerySchema },
  responses: { 200: json(RateHistoryPageSchema), 400: errorResponses[400], ...adminErrors },
});

const airtimeRatesRoute = createRoute({
  method: 'get',
  path: '/api/airtime-rates',
  tags,
  summary: 'The airtime-to-cash fee of each network, in percent',
  middleware: [requireUser] as const,
  responses: { 200: json(AirtimeRatesSchema), 401: errorResponses[401] },
});

const adminAirtimeRatesRoute = createRoute({
  method: 'get',
  path: '/api/admin/airtime-rates',
  tags,
  summary: 'The airtime fees with who set them last (administrators only)',
  middleware: [requireUser, requireAdmin] as const,
  responses: { 200: json(AdminAirtimeRatesSchema), ...adminErrors },
});

const updateAirtimeRoute = createRoute({
  method: 'put',
  path: '/api/admin/airtime-rates/{network}',
  tags,
  summary: "Set one network's airtime fee, 0 to 100 percent (administrators only)",
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params: z.object({ network: z.string().min(1).max(32) }),
    body: body(AirtimeRateUpdateSchema),
  },
  responses: {
    200: json(AdminAirtimeRateSchema),
    400: errorResponses[400],
    ...adminErrors,
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const ratesAdminRoutes = [
  listRatesRoute,
  updateRateRoute,
  rateHistoryRoute,
  airtimeRatesRoute,
  adminAirtimeRatesRoute,
  updateAirtimeRoute,
] as const;

/** Routes of the back office's edits of exchange and airtime rates, and the airtime rates. */
export function registerRatesAdminRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRatesRoute, async (c) =>
    c.json({ items: await listAdminRates(c.var.deps.pool) }, 200),
  );
  app.openapi(updateRateRoute, async (c) =>
    c.json(await updateRate(c.var.deps.pool, c.var.user.id, c.req.valid('json')), 200),
  );
  app.openapi(rateHistoryRoute, async (c) =>
    c.json(await readReport(c, (pool) => listRateHistory(pool, c.req.valid('query'))), 200),
  );
  app.openapi(airtimeRatesRoute, async (c) => c.json(await listAirtimeRates(c.var.deps.pool), 200));
  app.openapi(adminAirtimeRatesRoute, async (c) =>
    c.json({ items: await listAdminAirtimeRates(c.var.deps.pool) }, 200),
  );
  app.openapi(updateAirtimeRoute, async (c) => {
    const { network } = c.req.valid('param');
    const { fee_percentage } = c.req.valid('json');
    return c.json(
      await updateAirtimeRate(c.var.deps.pool, c.var.user.id, network, fee_percentage),
      200,
    );
  });
}
