import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { requireUser } from '#server/auth/guards.ts';
import { sessionCookieName } from '#server/auth/session.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  OtherSessionsSignedOutSchema,
  SessionIdSchema,
  SessionSignedOutSchema,
  SignedInDeviceListSchema,
} from '#shared/schemas/session-devices.ts';
import { listDevices, signOutDevice, signOutOtherDevices } from './sessions.service.ts';

const tags = ['Sessions'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/sessions',
  tags,
  summary:
    "The user's signed-in devices: device (from the user agent), place (from the address), last use, this one marked current",
  middleware: [requireUser] as const,
  responses: {
    200: json(SignedInDeviceListSchema),
    401: errorResponses[401],
    423: errorResponses[423],
  },
});

const signOutRoute = createRoute({
  method: 'delete',
  path: '/api/me/sessions/{id}',
  tags,
  summary:
    "Sign one of the user's devices out (another user's session answers 404); the current one signs this device out",
  middleware: [requireUser] as const,
  request: { params: SessionIdSchema },
  responses: {
    200: json(SessionSignedOutSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    423: errorResponses[423],
  },
});

const signOutOthersRoute = createRoute({
  method: 'post',
  path: '/api/me/sessions/revoke-others',
  tags,
  summary: 'Sign out every other device of the user, keeping this one',
  middleware: [requireUser] as const,
  responses: {
    200: json(OtherSessionsSignedOutSchema),
    401: errorResponses[401],
    423: errorResponses[423],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const sessionRoutes = [listRoute, signOutRoute, signOutOthersRoute] as const;

export function registerSessionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(await listDevices(c.var.deps.pool, c.var.user.id, c.var.sessionId), 200),
  );
  app.openapi(signOutRoute, async (c) => {
    const { pool, auth, config } = c.var.deps;
    const done = await signOutDevice(pool, c.var.user.id, c.var.sessionId, c.req.valid('param').id);
    // This device's own session: its cookie goes too, as a sign-out's does.
    if (done.current)
      deleteCookie(c, sessionCookieName(auth), { path: '/', secure: config.production });
    return c.json(done, 200);
  });
  app.openapi(signOutOthersRoute, async (c) =>
    c.json(await signOutOtherDevices(c.var.deps.pool, c.var.user.id, c.var.sessionId), 200),
  );
}
