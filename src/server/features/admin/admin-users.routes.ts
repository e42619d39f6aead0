import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { UserStatusSchema, UserStatusUpdateSchema } from '#shared/schemas/admin-users.ts';
import { setUserStatus } from './admin-users.service.ts';

const statusRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{userId}/status',
  tags: ['Admin'],
  summary: 'Activate or deactivate a user; deactivating ends their sessions at once',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: {
      required: true,
      content: { 'application/json': { schema: UserStatusUpdateSchema } },
    },
  },
  responses: {
    200: json(UserStatusSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export function registerAdminUserRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(statusRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { is_active } = c.req.valid('json');
    return c.json(await setUserStatus(c.var.deps.pool, c.var.user.id, userId, is_active), 200);
  });
}
