import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { userRateLimit } from '#server/http/rate-limit.ts';
import { BvnCheckSchema, BvnResultSchema, LimitsSchema } from '#shared/schemas/kyc-tier.ts';
import { getLimits, verifyBvn } from './kyc-tier.service.ts';

/**
 * BVN checks per user per hour: a typo or two, never a search through other
 * people's BVNs (each check is also a paid call to the identity provider).
 */
export const BVN_CHECKS_PER_HOUR = 5;
const bvnRateLimit = userRateLimit('bvn', BVN_CHECKS_PER_HOUR, 60 * 60_000);

const limitsRoute = createRoute({
  method: 'get',
  path: '/api/me/limits',
  tags: ['Profile'],
  summary:
    "The signed-in user's tier, its daily limit and today's use (Lagos day), the maximum balance, money held and what the next tier needs (kobo)",
  middleware: [requireUser] as const,
  responses: { 200: json(LimitsSchema), 401: errorResponses[401], 404: errorResponses[404] },
});

const bvnRoute = createRoute({
  method: 'post',
  path: '/api/me/kyc/bvn',
  tags: ['Profile'],
  summary:
    "Tier 2: the BVN and date of birth, checked with the identity provider against the profile's name (the BVN is kept only as its last 4 digits and a keyed hash)",
  middleware: [requireUser, bvnRateLimit] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: BvnCheckSchema } } },
  },
  responses: {
    200: json(BvnResultSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    422: {
      ...errorResponses[422],
      description:
        'KYC_MISMATCH (no match), BVN_IN_USE (linked to another account), BUSINESS_RULE (already verified, or the profile has no first and last name)',
    },
    429: errorResponses[429],
    502: {
      ...errorResponses[502],
      description: 'PROVIDER_ERROR: the identity provider did not answer; nothing changed',
    },
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const kycTierRoutes = [limitsRoute, bvnRoute] as const;

export function registerKycTierRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(limitsRoute, async (c) =>
    c.json(await getLimits(c.var.deps.pool, c.var.user.id), 200),
  );
  app.openapi(bvnRoute, async (c) =>
    c.json(await verifyBvn(c.var.deps, c.var.user.id, c.req.valid('json')), 200),
  );
}
