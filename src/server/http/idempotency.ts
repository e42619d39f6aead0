import { z } from '@hono/zod-openapi';
import { IDEMPOTENCY_KEY_MAX } from '#shared/constants.ts';

const rule = `must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters`;

/**
 * Money-moving requests carry an Idempotency-Key header. Declared on the route
 * (`request: { headers: IdempotencyHeaders }`) so it is validated and documented.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ message: 'header Idempotency-Key is required' })
    .min(1, { message: rule })
    .max(IDEMPOTENCY_KEY_MAX, { message: rule })
    .regex(/^[\x21-\x7e]+$/, { message: rule })
    .openapi({
      description:
        'Repeating a request with the same key returns the first result and moves no more money.',
    }),
});
