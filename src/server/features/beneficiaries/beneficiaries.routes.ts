import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { userRateLimit } from '#server/http/rate-limit.ts';
import {
  BeneficiaryCreateSchema,
  BeneficiaryIdSchema,
  BeneficiaryListSchema,
  BeneficiaryRemovedSchema,
  BeneficiarySchema,
} from '#shared/schemas/beneficiaries.ts';
import {
  listBeneficiaries,
  type NameEnquiry,
  removeBeneficiary,
  saveBeneficiary,
} from './beneficiaries.service.ts';

const tags = ['Beneficiaries'];
/** A save may ask the bank (name enquiry) or tell whether an e-mail has an account: a person's pace. */
const saveRateLimit = userRateLimit('beneficiary-save', 20, 60_000);

const listRoute = createRoute({
  method: 'get',
  path: '/api/beneficiaries',
  tags,
  summary: "The user's saved recipients, the most recently paid first",
  middleware: [requireUser] as const,
  responses: { 200: json(BeneficiaryListSchema), 401: errorResponses[401] },
});

const saveRoute = createRoute({
  method: 'post',
  path: '/api/beneficiaries',
  tags,
  summary:
    'Save a recipient: a bank account (named by the bank through Paystack, never by the client) or an Owo user by e-mail',
  description:
    '201 with the new one; 200 with the saved one when it was saved before. 404 no confirmed Owo account has the e-mail; 422 oneself, an inactive account, an account the bank cannot name, or the 50 already saved.',
  middleware: [requireUser, saveRateLimit] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: BeneficiaryCreateSchema } },
    },
  },
  responses: {
    200: json(BeneficiarySchema, 'Saved before: the saved one'),
    201: json(BeneficiarySchema, 'Saved'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
    429: errorResponses[429],
    502: errorResponses[502],
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/beneficiaries/{id}',
  tags,
  summary: 'Remove one of the user’s saved recipients (another user’s answers 404)',
  middleware: [requireUser] as const,
  request: { params: BeneficiaryIdSchema },
  responses: {
    200: json(BeneficiaryRemovedSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const beneficiaryRoutes = [listRoute, saveRoute, removeRoute] as const;

export function registerBeneficiaryRoutes(app: OpenAPIHono<AppEnv>, nameEnquiry: NameEnquiry) {
  app.openapi(listRoute, async (c) =>
    c.json(await listBeneficiaries(c.var.deps.pool, c.var.user.id), 200),
  );
  app.openapi(saveRoute, async (c) => {
    const { beneficiary, created } = await saveBeneficiary(
      c.var.deps,
      nameEnquiry,
      c.var.user.id,
      c.req.valid('json'),
    );
    return created ? c.json(beneficiary, 201) : c.json(beneficiary, 200);
  });
  app.openapi(removeRoute, async (c) =>
    c.json(await removeBeneficiary(c.var.deps.pool, c.var.user.id, c.req.valid('param').id), 200),
  );
}
