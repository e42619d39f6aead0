import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ownBodyLimit } from '#server/http/body-limit.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { paystackFor, WEBHOOK_PATH } from '#server/providers/paystack/paystack.ts';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '#server/providers/paystack/signature.ts';
import { handlePaystackEvent } from './funding.webhook.ts';

const Event = z.object({ event: z.string(), data: z.unknown() });

/** Paystack's events are a few KB. In front of the app's other middleware (OWN_BODY_LIMITS in routes.ts). */
export const paystackWebhookLimit = ownBodyLimit(
  256 * 1024,
  () => new AppError('PAYLOAD_TOO_LARGE', 'body: must be at most 256 KB'),
);

const route = createRoute({
  method: 'post',
  path: WEBHOOK_PATH,
  tags: ['Funding'],
  summary: 'Paystack events, signed with HMAC-SHA512 of the raw body (x-paystack-signature)',
  description:
    'Called by Paystack (or the local simulator), not by the web app. A bad or missing signature is refused with 401 and nothing is written. `charge.success` credits the wallet once, converging with GET /api/funding/card/verify.',
  responses: {
    200: json(z.object({ received: z.boolean() })),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    413: { ...errorResponses[400], description: 'The body is larger than 256 KB' },
  },
});

export function registerPaystackWebhook(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { config, log } = c.var.deps;
    const paystack = paystackFor(config, log);
    if (paystack.mode === 'off')
      throw new AppError('NOT_FOUND', 'Card payments are not configured');
    // The signature covers the exact bytes Paystack sent, so read them before any parsing.
    const raw = await c.req.text();
    if (!verifyWebhookSignature(raw, c.req.header(SIGNATURE_HEADER), paystack.secretKey)) {
      log.warn({ requestId: c.var.requestId }, 'Paystack webhook with a bad signature refused');
      throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
    }
    let parsed: ReturnType<typeof Event.safeParse>;
    try {
      parsed = Event.safeParse(JSON.parse(raw));
    } catch {
      throw new AppError('VALIDATION_ERROR', 'body: is not valid JSON');
    }
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', 'body: is not a Paystack event');
    await handlePaystackEvent(c.var.deps, paystack.mode, parsed.data);
    return c.json({ received: true }, 200);
  });
}
