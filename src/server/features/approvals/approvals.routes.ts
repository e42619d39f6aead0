import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  ApprovalPageSchema,
  ApprovalRejectSchema,
  ApprovalSchema,
  ApprovalsQuerySchema,
} from '#shared/schemas/approvals.ts';
import { approveRequest, listApprovals, rejectRequest } from './approvals.service.ts';

const tags = ['Admin'];
const guard = { 401: errorResponses[401], 403: errorResponses[403] };
const params = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/approvals',
  tags,
  summary:
    'Large actions waiting for a second administrator (pending by default), newest first: who asked, what, for whom and why',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: ApprovalsQuerySchema },
  responses: { 200: json(ApprovalPageSchema), 400: errorResponses[400], ...guard },
});

const decided = {
  ...guard,
  404: errorResponses[404],
  409: errorResponses[409],
  422: errorResponses[422],
};

const approveRoute = createRoute({
  method: 'post',
  path: '/api/admin/approvals/{id}/approve',
  tags,
  summary:
    'Approve and carry the action out, once, with all its checks as of now; another administrator than the one who asked (else 403 SAME_ADMIN); 409 when already decided; a refused action (e.g. insufficient funds now) makes the request failed and answers the refusal',
  middleware: [requireUser, requireAdmin] as const,
  request: { params },
  responses: { 200: json(ApprovalSchema), ...decided },
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/api/admin/approvals/{id}/reject',
  tags,
  summary:
    'Reject with a reason; nothing moves; another administrator than the one who asked (else 403 SAME_ADMIN); 409 when already decided',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: ApprovalRejectSchema } } },
  },
  responses: { 200: json(ApprovalSchema), 400: errorResponses[400], ...decided },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const approvalRoutes = [listRoute, approveRoute, rejectRoute] as const;

export function registerApprovalRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) =>
    c.json(await listApprovals(c.var.deps.pool, c.req.valid('query')), 200),
  );
  app.openapi(approveRoute, async (c) =>
    c.json(await approveRequest(c.var.deps, c.var.user.id, c.req.valid('param').id), 200),
  );
  app.openapi(rejectRoute, async (c) =>
    c.json(
      await rejectRequest(
        c.var.deps.pool,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json').reason,
      ),
      200,
    ),
  );
}
