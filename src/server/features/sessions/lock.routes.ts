import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser, requireUserWhileLocked } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { LockStateSchema, UnlockSchema } from '#shared/schemas/session-lock.ts';
import { lockDevice, unlockWithPassword } from './lock.service.ts';

const tags = ['Sessions'];

const lockRoute = createRoute({
  method: 'post',
  path: '/api/me/lock',
  tags,
  summary:
    "Lock this device now (the web app's idle timer): every other route answers 423 SESSION_LOCKED until it is unlocked (with AUTO_LOCK_MINUTES=0 nothing locks: `locked: false`)",
  middleware: [requireUserWhileLocked] as const,
  responses: { 200: json(LockStateSchema), 401: errorResponses[401] },
});

const unlockRoute = createRoute({
  method: 'post',
  path: '/api/me/unlock',
  tags,
  summary: 'Unlock this device with the account password',
  description:
    'Wrong: 403 INVALID_PASSWORD (the message says how many tries are left). The fifth wrong password in a row signs this device out (401). An account without a password: 422.',
  middleware: [requireUserWhileLocked] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: UnlockSchema } } },
  },
  responses: {
    200: json(LockStateSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});

const activityRoute = createRoute({
  method: 'post',
  path: '/api/me/activity',
  tags,
  summary:
    'The person is using the app (the web app says so at most once a minute): keeps this device from locking. Reads alone never count',
  middleware: [requireUser] as const,
  responses: {
    200: json(LockStateSchema),
    401: errorResponses[401],
    423: errorResponses[423],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const lockRoutes = [lockRoute, unlockRoute, activityRoute] as const;

export function registerLockRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(lockRoute, async (c) =>
    c.json(
      await lockDevice(c.var.deps.pool, c.var.deps.config, c.var.user.id, c.var.sessionId),
      200,
    ),
  );
  app.openapi(unlockRoute, async (c) => {
    const { password } = c.req.valid('json');
    const state = await unlockWithPassword(
      c.var.deps,
      c.req.raw.headers,
      c.var.user.id,
      c.var.sessionId,
      password,
    );
    return c.json(state, 200);
  });
  // requireUser has written the session's last use (a POST counts as use).
  app.openapi(activityRoute, (c) => c.json({ locked: false }, 200));
}
