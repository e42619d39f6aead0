import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { listSimPayments } from './sim-store.ts';

// What the VTpass simulator was asked to pay, for tests and demos: a
// request_id paid twice shows pay_calls 2.

const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.config.production)
    throw new AppError('NOT_FOUND', 'The VTpass simulator is not available');
  await next();
});

const PaymentSchema = z.object({
  request_id: z.string(),
  pay_calls: z.number().int(),
  status: z.enum(['delivered', 'pending', 'failed', 'reversed']),
});

const route = createRoute({
  method: 'get',
  path: '/api/dev/vtpass/transactions',
  tags: ['Development'],
  summary: "The VTpass simulator's payments, newest first (outside production)",
  middleware: [devOnly] as const,
  request: {
    query: z.object({
      request_id: z
        .string()
        .trim()
        .min(1, { message: 'must not be empty' })
        .max(100, { message: 'must be at most 100 characters' })
        .optional()
        .openapi({ description: 'Only this request_id' }),
    }),
  },
  responses: {
    200: json(z.array(PaymentSchema)),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export function registerVtpassDevRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) =>
    c.json(await listSimPayments(c.var.deps.pool, c.req.valid('query').request_id), 200),
  );
}
