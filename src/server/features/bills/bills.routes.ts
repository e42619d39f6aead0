import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import { PinHeaders, requirePin } from '#server/features/pin/pin.service.ts';
import type { AppEnv } from '#server/http/context.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { moneyRateLimit } from '#server/http/rate-limit.ts';
import {
  BillPageSchema,
  BillSchema,
  BillsQuerySchema,
  BillVerifyResultSchema,
  CablePackageSchema,
  DataPlanSchema,
  ElectricityProviderSchema,
} from '#shared/schemas/bills.ts';
import { NETWORKS } from '#shared/schemas/bills-networks.ts';
import { CABLE_PROVIDERS } from '#shared/schemas/bills-options.ts';
import { BillCreateSchema, BillVerifySchema } from '#shared/schemas/bills-requests.ts';
import { cablePackages, dataPlans, electricityProviders, verifyCustomer } from './bills.catalog.ts';
import { selectReceiptUser } from './bills.queries.ts';
import { billReceiptPdf } from './bills.receipt.ts';
import { getBill, listBills, payBill } from './bills.service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const read = { 400: errorResponses[400], 401: errorResponses[401] };
const provider = { 502: errorResponses[502] };

const dataPlansRoute = createRoute({
  method: 'get',
  path: '/api/bills/data-plans',
  tags: ['Bills'],
  summary: "A network's data plans from VTpass, each with the screen's category",
  middleware: [requireUser] as const,
  request: {
    query: z.object({
      network: z.enum(NETWORKS, { message: 'must be one of mtn, airtel, glo, 9mobile' }),
    }),
  },
  responses: { 200: json(z.array(DataPlanSchema)), ...read, ...provider },
});

const cablePackagesRoute = createRoute({
  method: 'get',
  path: '/api/bills/cable-packages',
  tags: ['Bills'],
  summary: "A cable provider's packages from VTpass",
  middleware: [requireUser] as const,
  request: {
    query: z.object({
      provider: z.enum(CABLE_PROVIDERS, {
        message: 'must be one of dstv, gotv, startimes, showmax',
      }),
    }),
  },
  responses: { 200: json(z.array(CablePackageSchema)), ...read, ...provider },
});

const discosRoute = createRoute({
  method: 'get',
  path: '/api/bills/electricity-providers',
  tags: ['Bills'],
  summary: 'The electricity distribution companies and their amount bounds',
  middleware: [requireUser] as const,
  responses: {
    200: json(z.array(ElectricityProviderSchema)),
    401: errorResponses[401],
    ...provider,
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/api/bills/verify',
  tags: ['Bills'],
  summary: 'Who a meter or smartcard belongs to (VTpass merchant-verify)',
  middleware: [requireUser] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: BillVerifySchema } } },
  },
  responses: {
    200: json(BillVerifyResultSchema),
    ...read,
    422: errorResponses[422],
    ...provider,
  },
});

const payRoute = createRoute({
  method: 'post',
  path: '/api/bills',
  tags: ['Bills'],
  summary:
    'Pay a bill: recorded and held before VTpass is called; delivered, pending (held while VTpass decides) or refunded',
  middleware: [requireUser, moneyRateLimit, requirePin] as const,
  request: {
    headers: IdempotencyHeaders.merge(PinHeaders),
    body: { required: true, content: { 'application/json': { schema: BillCreateSchema } } },
  },
  responses: {
    201: json(BillSchema, 'The bill'),
    ...read,
    403: errorResponses[403],
    409: errorResponses[409],
    422: errorResponses[422],
    429: errorResponses[429],
    ...provider,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/bills',
  tags: ['Bills'],
  summary: "The user's bills, newest first",
  middleware: [requireUser] as const,
  request: { query: BillsQuerySchema },
  responses: { 200: json(BillPageSchema), ...read },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/bills/{id}',
  tags: ['Bills'],
  summary: 'One of the user’s bills',
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: { 200: json(BillSchema), ...read, 404: errorResponses[404] },
});

const receiptRoute = createRoute({
  method: 'get',
  path: '/api/bills/{id}/receipt',
  tags: ['Bills'],
  summary: 'The receipt of one of the user’s bills, as a PDF',
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: {
    200: { description: 'The receipt', content: { 'application/pdf': { schema: z.string() } } },
    ...read,
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const billRoutes = [
  dataPlansRoute,
  cablePackagesRoute,
  discosRoute,
  verifyRoute,
  payRoute,
  listRoute,
  getRoute,
  receiptRoute,
] as const;

/** The user's bill payments. */
export function registerBillRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(dataPlansRoute, async (c) =>
    c.json(await dataPlans(c.var.deps, c.req.valid('query').network), 200),
  );
  app.openapi(cablePackagesRoute, async (c) =>
    c.json(await cablePackages(c.var.deps, c.req.valid('query').provider), 200),
  );
  app.openapi(discosRoute, async (c) => c.json(await electricityProviders(c.var.deps), 200));
  app.openapi(verifyRoute, async (c) =>
    c.json(await verifyCustomer(c.var.deps, c.req.valid('json')), 200),
  );
  app.openapi(payRoute, async (c) => {
    const bill = await payBill(
      c.var.deps,
      c.var.user.id,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    return c.json(bill, 201);
  });
  app.openapi(listRoute, async (c) =>
    c.json(await listBills(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await getBill(c.var.deps.pool, c.var.user.id, c.req.valid('param').id), 200),
  );
  app.openapi(receiptRoute, async (c) => {
    const bill = await getBill(c.var.deps.pool, c.var.user.id, c.req.valid('param').id);
    const payer = await selectReceiptUser(c.var.deps.pool, c.var.user.id);
    const pdf = await billReceiptPdf(bill, payer ?? { name: '', email: c.var.user.email });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="owo-receipt-${bill.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
