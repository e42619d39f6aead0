import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { assertSecondFactor, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  AdminSetupRequestSchema,
  AdminSetupResultSchema,
  AdminSetupStatusSchema,
} from '#shared/schemas/admin-setup.ts';
import { promoteBySetup, setupStatus } from './admin-setup.service.ts';

const tags = ['Admin'];

const statusRoute = createRoute({
  method: 'get',
  path: '/api/admin/setup',
  tags,
  summary: 'Whether an administrator exists, and whether the caller may promote one now',
  middleware: [requireUser] as const,
  responses: { 200: json(AdminSetupStatusSchema), 401: errorResponses[401] },
});

const promoteRoute = createRoute({
  method: 'post',
  path: '/api/admin/setup',
  tags,
  summary:
    'Promote an account by e-mail: any signed-in user while no administrator exists ' +
    '(in production with the setup code from the server log), then administrators only',
  middleware: [requireUser] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: AdminSetupRequestSchema } } },
  },
  responses: {
    200: json(AdminSetupResultSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminSetupRoutes = [statusRoute, promoteRoute] as const;

/** Routes of the first administrator's setup. */
export function registerAdminSetupRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(statusRoute, async (c) => {
    const { pool, config } = c.var.deps;
    return c.json(await setupStatus(pool, c.var.user.isAdmin, config.production), 200);
  });
  app.openapi(promoteRoute, async (c) => {
    // Once set up, promoting is an administrator's act: it needs their second factor too.
    if (c.var.user.isAdmin) assertSecondFactor(c);
    const { email, setup_code } = c.req.valid('json');
    const result = await promoteBySetup(c.var.deps.pool, {
      callerId: c.var.user.id,
      email,
      setupCode: setup_code,
      requireCode: c.var.deps.config.production,
    });
    return c.json(result, 200);
  });
}
