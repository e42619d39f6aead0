import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { AdminLoanSchema } from '#shared/schemas/loans-admin.ts';
import { LoanRestructureSchema, LoanWriteOffSchema } from '#shared/schemas/loans-recovery.ts';
import { restructureLoan, writeOffLoan } from './loans-recovery.service.ts';

// Loans that are not repaid: the back office's restructure and write-off.

const params = z.object({ id: z.string().min(1).max(64) });

const answers = {
  200: json(AdminLoanSchema),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  409: { ...errorResponses[409], description: 'Already written off or repaid (STATUS_CONFLICT)' },
  422: errorResponses[422],
};

const restructureRoute = createRoute({
  method: 'post',
  path: '/api/admin/loans/{id}/restructure',
  tags: ['Admin'],
  summary:
    'Replace the unpaid schedule of a disbursed or defaulted loan: what is outstanding in `months` monthly instalments from `first_due_date`; no money moves; status disbursed, marked restructured',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: LoanRestructureSchema } } },
  },
  responses: answers,
});

const writeOffRoute = createRoute({
  method: 'post',
  path: '/api/admin/loans/{id}/write-off',
  tags: ['Admin'],
  summary:
    'Write off what a disbursed or defaulted loan still owes, once, through the ledger (loans <- loan_losses); status written_off',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: LoanWriteOffSchema } } },
  },
  responses: answers,
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminLoanRecoveryRoutes = [restructureRoute, writeOffRoute] as const;

export function registerAdminLoanRecoveryRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(restructureRoute, async (c) =>
    c.json(
      await restructureLoan(
        c.var.deps.pool,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  );
  app.openapi(writeOffRoute, async (c) =>
    c.json(
      await writeOffLoan(
        c.var.deps.pool,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  );
}
