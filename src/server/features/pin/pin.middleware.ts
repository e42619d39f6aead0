import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/http/context.ts';
import { PIN_HEADER, PIN_LOCK_MINUTES, PIN_MAX_TRIES } from '#shared/schemas/pin.ts';
import { checkPin } from './pin.service.ts';

/**
 * For a money-out route's `middleware`, after requireUser (and the rate
 * limit, so guesses are limited too): the request goes on only with the
 * user's right transaction PIN. It runs before the body is read, so no
 * money moves on a wrong, missing or locked PIN.
 */
export const requirePin = createMiddleware<AppEnv>(async (c, next) => {
  await checkPin(c.var.deps.pool, c.var.deps.config, c.var.user.id, c.req.header(PIN_HEADER));
  await next();
});

/**
 * The header for the OpenAPI page: merge it into the route's request headers
 * (`IdempotencyHeaders.merge(PinHeaders)`). requirePin has checked it already.
 */
export const PinHeaders = z.object({
  'x-transaction-pin': z
    .string()
    .regex(/^\d{4}$/)
    .openapi({
      description: `The 4-digit transaction PIN. No PIN set: 422 PIN_NOT_SET; wrong: 403 PIN_INVALID (the message says how many tries are left); ${PIN_MAX_TRIES} wrong in a row: 429 PIN_LOCKED for ${PIN_LOCK_MINUTES} minutes or until the PIN is set again.`,
      example: '1234',
    }),
});
