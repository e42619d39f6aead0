import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminRmbPageSchema,
  AdminRmbPurchaseSchema,
  AdminRmbQuerySchema,
  RmbStatusUpdateSchema,
} from '#shared/schemas/rmb.ts';
import { exportAdminPurchases } from './rmb-admin.csv.ts';
import { listAdminPurchases, processPurchase, readPurchaseQr } from './rmb-admin.service.ts';

const guard = { 401: errorResponses[401], 403: errorResponses[403] };
// Any text: what is not one of our ids is simply not found.
const params = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/rmb',
  tags: ['Admin'],
  summary:
    'Every RMB purchase, newest first; filter by status and platform, search; stats over all purchases',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminRmbQuerySchema.extend(exportFormat) },
  responses: { 200: jsonOrCsv(AdminRmbPageSchema), 400: errorResponses[400], ...guard },
});

const processRoute = createRoute({
  method: 'post',
  path: '/api/admin/rmb/{id}',
  tags: ['Admin'],
  summary:
    'Process a purchase: processing; completed settles the held naira; failed gives it back, the note being the reason shown to the user',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: RmbStatusUpdateSchema } } },
  },
  responses: {
    200: json(AdminRmbPurchaseSchema),
    400: errorResponses[400],
    ...guard,
    404: errorResponses[404],
    409: {
      description: 'STATUS_CONFLICT: the purchase is already there, or final',
      content: errorResponses[409].content,
    },
  },
});

const qrRoute = createRoute({
  method: 'get',
  path: '/api/admin/rmb/{id}/qr',
  tags: ['Admin'],
  summary: "A purchase's QR code image (administrators only)",
  middleware: [requireUser, requireAdmin] as const,
  request: { params },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...guard,
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminRmbRoutes = [listRoute, processRoute, qrRoute] as const;

export function registerAdminRmbRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAdminPurchases(c, query);
    return c.json(await readReport(c, (pool) => listAdminPurchases(pool, query)), 200);
  });
  app.openapi(processRoute, async (c) =>
    c.json(
      await processPurchase(
        c.var.deps.pool,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  );
  app.openapi(qrRoute, async (c) => {
    const qr = await readPurchaseQr(c.var.deps, c.req.valid('param').id);
    return c.body(qr.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': qr.type,
      'content-disposition': `inline; filename="qr-${qr.reference}.${qr.type === 'image/png' ? 'png' : 'jpg'}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
