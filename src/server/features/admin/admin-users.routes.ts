import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import {
  AdminUserDetailSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  UserRoleSchema,
  UserRoleUpdateSchema,
  UserStatusSchema,
  UserStatusUpdateSchema,
} from '#shared/schemas/admin-users.ts';
import { exportAdminUsers } from './admin-users.csv.ts';
import { getAdminUser, listAdminUsers, setUserRole, setUserStatus } from './admin-users.service.ts';

const params = z.object({ userId: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['Admin'],
  summary:
    'Users with their balances, newest first (search by name, e-mail or phone; status and KYC filters; keyset paging), and the counts of every user',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminUsersQuerySchema.extend(exportFormat) },
  responses: {
    200: jsonOrCsv(AdminUsersPageSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{userId}',
  tags: ['Admin'],
  summary:
    "One user as the list shows them, with their tier, the BVN's last 4 digits, their own account number and the newest 20 held deposits",
  middleware: [requireUser, requireAdmin] as const,
  request: { params },
  responses: {
    200: json(AdminUserDetailSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

const statusRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{userId}/status',
  tags: ['Admin'],
  summary: 'Activate or deactivate a user; deactivating ends their sessions at once',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
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

const roleRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{userId}/role',
  tags: ['Admin'],
  summary: 'Promote a user to administrator or demote one (never oneself)',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: {
      required: true,
      content: { 'application/json': { schema: UserRoleUpdateSchema } },
    },
  },
  responses: {
    200: json(UserRoleSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminUserRoutes = [listRoute, detailRoute, statusRoute, roleRoute] as const;

export function registerAdminUserRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAdminUsers(c, query);
    return c.json(await readReport(c, (pool) => listAdminUsers(pool, query)), 200);
  });
  app.openapi(detailRoute, async (c) =>
    c.json(await getAdminUser(c.var.deps.pool, c.req.valid('param').userId), 200),
  );
  app.openapi(statusRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { is_active } = c.req.valid('json');
    return c.json(await setUserStatus(c.var.deps.pool, c.var.user.id, userId, is_active), 200);
  });
  app.openapi(roleRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { is_admin } = c.req.valid('json');
    return c.json(await setUserRole(c.var.deps.pool, c.var.user.id, userId, is_admin), 200);
  });
}
