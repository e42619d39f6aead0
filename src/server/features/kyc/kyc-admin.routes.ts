import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { KycDecisionResultSchema, KycDecisionSchema } from '#shared/schemas/admin-users.ts';
import { reviewKyc } from './kyc.review.ts';
import { kycFileAnswer } from './kyc.routes.ts';

const tags = ['Admin'];
const params = z.object({ userId: z.string().min(1).max(64) });

const reviewRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{userId}/kyc',
  tags,
  summary:
    "Verify (tier 3; needs a verified BVN and both files) or reject a user's pending KYC submission (administrators only); the user is notified and the decision audited",
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: KycDecisionSchema,
        },
      },
    },
  },
  responses: {
    200: json(KycDecisionResultSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const fileRoute = (path: string, what: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary: `A user's ${what} (administrators only)`,
    middleware: [requireUser, requireAdmin] as const,
    request: { params },
    responses: {
      200: { description: 'The file' },
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
    },
  });

const documentRoute = fileRoute('/api/admin/users/{userId}/kyc/document', 'KYC ID document');
const proofRoute = fileRoute(
  '/api/admin/users/{userId}/kyc/proof-of-address',
  'proof of address (tier 3)',
);

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const kycAdminRoutes = [reviewRoute, documentRoute, proofRoute] as const;

export function registerKycAdminRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(reviewRoute, async (c) => {
    const { decision, reason } = c.req.valid('json');
    await reviewKyc(c.var.deps, c.var.user.id, c.req.valid('param').userId, decision, reason);
    return c.json({ kyc_status: decision }, 200);
  });
  app.openapi(documentRoute, (c) => kycFileAnswer(c, c.req.valid('param').userId, 'id_document'));
  app.openapi(proofRoute, (c) => kycFileAnswer(c, c.req.valid('param').userId, 'proof_of_address'));
}
