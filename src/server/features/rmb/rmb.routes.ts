import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import { PinHeaders, requirePin } from '#server/features/pin/pin.service.ts';
import { ownBodyLimit } from '#server/http/body-limit.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError, badInput } from '#server/http/errors.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { moneyRateLimit, userRateLimit } from '#server/http/rate-limit.ts';
import { ErrorSchema } from '#shared/schemas/common.ts';
import {
  RMB_QR_MAX_BYTES,
  RmbCreateSchema,
  RmbPageSchema,
  RmbPurchaseSchema,
  RmbQrUploadedSchema,
  RmbQuerySchema,
  RmbRateChangedSchema,
} from '#shared/schemas/rmb.ts';
import { buyRmb, listPurchases, QR_TOO_LARGE, uploadQr } from './rmb.service.ts';

/** The QR upload sets its own body limit (the global one is for JSON). */
export const RMB_QR_PATH = '/api/rmb/qr';

/**
 * The image at its largest, and the multipart envelope around it. Applied in
 * front of the app's other middleware (OWN_BODY_LIMITS in routes.ts), so no
 * body is read past it.
 */
export const rmbQrUploadLimit = ownBodyLimit(
  RMB_QR_MAX_BYTES + 64 * 1024,
  () => new AppError('PAYLOAD_TOO_LARGE', QR_TOO_LARGE, 'file'),
);
/** A few QR images per purchase attempt, not a flood of files on disk. */
const qrRateLimit = userRateLimit('rmb_qr', 20, 10 * 60_000);

const read = { 400: errorResponses[400], 401: errorResponses[401] };

const qrRoute = createRoute({
  method: 'post',
  path: RMB_QR_PATH,
  tags: ['Buy RMB'],
  summary: "Upload the recipient's QR code (PNG or JPG, at most 5 MB, checked by content)",
  middleware: [requireUser, qrRateLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          // Checked in the handler, so a missing part gets our own message.
          schema: z.object({
            file: z.any().optional().openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(RmbQrUploadedSchema, 'The stored image, private to its owner and administrators'),
    ...read,
    413: { description: 'The file is larger than 5 MB' },
    429: errorResponses[429],
  },
});

const buyRoute = createRoute({
  method: 'post',
  path: '/api/rmb',
  tags: ['Buy RMB'],
  summary:
    'Buy RMB for an Alipay or WeChat Pay recipient: priced at the current NGN to CNY rate, the naira held until an administrator completes or fails it',
  middleware: [requireUser, moneyRateLimit, requirePin] as const,
  request: {
    headers: IdempotencyHeaders.merge(PinHeaders),
    body: { required: true, content: { 'application/json': { schema: RmbCreateSchema } } },
  },
  responses: {
    201: json(RmbPurchaseSchema, 'The purchase, pending'),
    ...read,
    403: errorResponses[403],
    404: errorResponses[404],
    409: json(
      RmbRateChangedSchema.or(ErrorSchema),
      'RATE_CHANGED: the rate sent is no longer current (the current rate and prices in the body); or the Idempotency-Key was used with a different request',
    ),
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/rmb',
  tags: ['Buy RMB'],
  summary: "The user's RMB purchases, newest first",
  middleware: [requireUser] as const,
  request: { query: RmbQuerySchema },
  responses: { 200: json(RmbPageSchema), ...read },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const rmbRoutes = [qrRoute, buyRoute, listRoute] as const;

export function registerRmbRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(qrRoute, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw badInput('body', 'must be multipart/form-data');
    });
    const file = form.file;
    if (!(file instanceof File)) throw badInput('file', 'choose a PNG or JPG image');
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadQr(c.var.deps, c.var.user.id, bytes), 201);
  });
  app.openapi(buyRoute, async (c) => {
    const purchase = await buyRmb(
      c.var.deps,
      c.var.user.id,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    return c.json(purchase, 201);
  });
  app.openapi(listRoute, async (c) =>
    c.json(await listPurchases(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
}
