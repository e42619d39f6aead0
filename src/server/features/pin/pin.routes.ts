import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { userRateLimit } from '#server/http/rate-limit.ts';
import { PinSetSchema, PinStatusSchema } from '#shared/schemas/pin.ts';
import { getPinStatus, setPin } from './pin.service.ts';

/** Setting the PIN checks the account password: as few tries as better-auth's change-password. */
export const PIN_SETS_PER_MINUTE = 5;
const pinSetRateLimit = userRateLimit('pin-set', PIN_SETS_PER_MINUTE, 60_000);

const getPinRoute = createRoute({
  method: 'get',
  path: '/api/me/pin',
  tags: ['Profile'],
  summary: 'Whether a transaction PIN is set, whether it is locked, and the tries left',
  middleware: [requireUser] as const,
  responses: { 200: json(PinStatusSchema), 401: errorResponses[401] },
});

const putPinRoute = createRoute({
  method: 'put',
  path: '/api/me/pin',
  tags: ['Profile'],
  summary:
    'Set or change the 4-digit transaction PIN with the account password; this also lifts a lock',
  middleware: [requireUser, pinSetRateLimit] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: PinSetSchema } } },
  },
  responses: {
    200: json(PinStatusSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const pinRoutes = [getPinRoute, putPinRoute] as const;

export function registerPinRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getPinRoute, async (c) =>
    c.json(await getPinStatus(c.var.deps.pool, c.var.user.id), 200),
  );
  app.openapi(putPinRoute, async (c) => {
    const deps = c.var.deps;
    const { pool, auth, config } = deps;
    const input = c.req.valid('json');
    return c.json(
      await setPin(pool, auth, config, c.req.raw.headers, c.var.user.id, input, deps),
      200,
    );
  });
}
