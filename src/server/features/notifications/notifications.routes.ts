import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { NotificationListSchema, UnreadCountSchema } from '#shared/schemas/notifications.ts';
import { countUnread, markAllRead } from './notifications.queries.ts';
import { listNotifications } from './notifications.service.ts';

const tags = ['Notifications'];
const listRoute = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags,
  summary: 'Credits, debits and decisions, newest first, with the unread count',
  middleware: [requireUser] as const,
  request: {
    query: z.object({
      limit: z.coerce
        .number({ message: 'must be a number' })
        .int({ message: 'must be a whole number' })
        .min(1, { message: 'must be between 1 and 50' })
        .max(50, { message: 'must be between 1 and 50' })
        .default(20),
    }),
  },
  responses: {
    200: json(NotificationListSchema),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
const countRoute = createRoute({
  method: 'get',
  path: '/api/notifications/unread-count',
  tags,
  summary: 'How many notifications are unread (the bell badge)',
  middleware: [requireUser] as const,
  responses: { 200: json(UnreadCountSchema), 401: errorResponses[401] },
});
const readRoute = createRoute({
  method: 'post',
  path: '/api/notifications/read',
  tags,
  summary: 'Mark every notification read (opening /transactions does this)',
  middleware: [requireUser] as const,
  responses: { 200: json(UnreadCountSchema), 401: errorResponses[401] },
});

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(
      await listNotifications(c.var.deps.pool, c.var.user.id, c.req.valid('query').limit),
      200,
    ),
  );
  app.openapi(countRoute, async (c) =>
    c.json({ count: await countUnread(c.var.deps.pool, c.var.user.id) }, 200),
  );
  app.openapi(readRoute, async (c) => {
    await markAllRead(c.var.deps.pool, c.var.user.id);
    return c.json({ count: 0 }, 200);
  });
}
