import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  NotificationListSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
} from '#shared/schemas/notifications.ts';
import { countUnread, markAllRead } from './notifications.queries.ts';
import { listNotifications } from './notifications.service.ts';

const tags = ['Notifications'];
const listRoute = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags,
  summary:
    'Credits, debits and decisions, newest first, each with the app path it is about; paged by `cursor` (the last id of the page before); with the unread count',
  middleware: [requireUser] as const,
  request: { query: NotificationsQuerySchema },
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
  summary:
    'Mark every notification read (the notifications page does this when the customer leaves it, or on "Mark all as read")',
  middleware: [requireUser] as const,
  responses: { 200: json(UnreadCountSchema), 401: errorResponses[401] },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const notificationRoutes = [listRoute, countRoute, readRoute] as const;

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(await listNotifications(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
  app.openapi(countRoute, async (c) =>
    c.json({ count: await countUnread(c.var.deps.pool, c.var.user.id) }, 200),
  );
  app.openapi(readRoute, async (c) => {
    await markAllRead(c.var.deps.pool, c.var.user.id);
    return c.json({ count: 0 }, 200);
  });
}
