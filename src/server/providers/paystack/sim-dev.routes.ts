import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  SimBankTransferResultSchema,
  SimBankTransferSchema,
} from '#shared/schemas/bank-accounts.ts';
import { paystackFor, WEBHOOK_PATH } from './paystack.ts';
import { bankTransferEvent, recordSimBankTransfer } from './sim-bank-transfers.ts';
import { deliverWebhook } from './sim-webhook.ts';

// Plays a bank transfer into a customer's own account on the Paystack
// simulator, for demos and tests: the simulator records the transaction and
// sends the signed charge.success, as Paystack does.

const simulatorOnly = createMiddleware<AppEnv>(async (c, next) => {
  const { config, log } = c.var.deps;
  if (config.production || paystackFor(config, log).mode !== 'simulator')
    throw new AppError('NOT_FOUND', 'The Paystack simulator is not available');
  await next();
});

const route = createRoute({
  method: 'post',
  path: '/api/dev/paystack/bank-transfer',
  tags: ['Development'],
  summary:
    'Send money into a dedicated account on the Paystack simulator (outside production); answers once its webhook was delivered',
  middleware: [simulatorOnly] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: SimBankTransferSchema } } },
  },
  responses: {
    200: json(SimBankTransferResultSchema),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export function registerPaystackDevRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { pool, config, log } = c.var.deps;
    const input = c.req.valid('json');
    const transfer = await recordSimBankTransfer(pool, input);
    if (!transfer) throw new AppError('NOT_FOUND', 'No active dedicated account has this number');
    const delivered = await deliverWebhook(
      `${config.publicUrl}${WEBHOOK_PATH}`,
      config.PAYSTACK_SIMULATOR_SECRET,
      bankTransferEvent(transfer),
      log,
    );
    return c.json({ reference: transfer.reference, amount: transfer.data.amount, delivered }, 200);
  });
}
