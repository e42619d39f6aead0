import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import {
  approvalSubject,
  holdIfLarge,
  registerApprovalAction,
} from '#server/features/approvals/approvals.service.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { readReport } from '#server/http/report-reads.ts';
import { AwaitingApprovalSchema } from '#shared/schemas/approvals.ts';
import {
  AdminLoanPageSchema,
  AdminLoanSchema,
  AdminLoansQuerySchema,
  LoanDecisionSchema,
} from '#shared/schemas/loans-admin.ts';
import { exportAdminLoans } from './loans-admin.csv.ts';
import {
  decideLoan,
  disburseLoan,
  disburseLoanWithin,
  getAdminLoan,
  listAdminLoans,
  loanDisbursementRequest,
  readLoanDocument,
} from './loans-admin.service.ts';

const guard = { 401: errorResponses[401], 403: errorResponses[403] };

const params = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/loans',
  tags: ['Admin'],
  summary: 'Every loan application, newest first; filter by status, search; stats over all',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminLoansQuerySchema.extend(exportFormat) },
  responses: { 200: jsonOrCsv(AdminLoanPageSchema), 400: errorResponses[400], ...guard },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/loans/{id}',
  tags: ['Admin'],
  summary: 'One loan application with its documents, schedule and repayments',
  middleware: [requireUser, requireAdmin] as const,
  request: { params },
  responses: { 200: json(AdminLoanSchema), ...guard, 404: errorResponses[404] },
});

const decideRoute = createRoute({
  method: 'post',
  path: '/api/admin/loans/{id}',
  tags: ['Admin'],
  summary:
    'Review: under review, approve (fixes the amount, the monthly rate and the schedule from today) or reject',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: LoanDecisionSchema } } },
  },
  responses: {
    200: json(AdminLoanSchema),
    400: errorResponses[400],
    ...guard,
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const disburseRoute = createRoute({
  method: 'post',
  path: '/api/admin/loans/{id}/disburse',
  tags: ['Admin'],
  summary:
    'Pay an approved loan into the NGN wallet, once; status disbursed. Above APPROVAL_THRESHOLD_NGN: 202, waits for a second administrator',
  middleware: [requireUser, requireAdmin] as const,
  request: { params },
  responses: {
    200: json(AdminLoanSchema),
    202: json(AwaitingApprovalSchema, 'Waits for a second administrator'),
    ...guard,
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/api/admin/loans/{id}/documents/{name}',
  tags: ['Admin'],
  summary:
    "A loan application's uploaded document, by its id or its kind (bank_statement, proof_of_address, identification)",
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params: params.extend({ name: z.string().min(1).max(64) }),
  },
  responses: {
    200: { description: 'The file (PDF, JPEG or PNG)' },
    ...guard,
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminLoanRoutes = [
  listRoute,
  getRoute,
  decideRoute,
  disburseRoute,
  documentRoute,
] as const;

export function registerAdminLoanRoutes(app: OpenAPIHono<AppEnv>) {
  // A large disbursement approved by a second administrator.
  registerApprovalAction(['loan_disbursement'], {
    run: async (_deps, tx, adminId, a) => {
      const loanId = approvalSubject(a, 'loan_id');
      await disburseLoanWithin(tx, adminId, loanId);
      return { loan_id: loanId };
    },
  });
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAdminLoans(c, query);
    return c.json(await readReport(c, (pool) => listAdminLoans(pool, query)), 200);
  });
  app.openapi(getRoute, async (c) =>
    c.json(await getAdminLoan(c.var.deps.pool, c.req.valid('param').id), 200),
  );
  app.openapi(decideRoute, async (c) =>
    c.json(
      await decideLoan(
        c.var.deps.pool,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.deps,
      ),
      200,
    ),
  );
  app.openapi(disburseRoute, async (c) => {
    const { id } = c.req.valid('param');
    const held = await holdIfLarge(
      c.var.deps,
      await loanDisbursementRequest(c.var.deps.pool, c.var.user.id, id),
    );
    if (held) return c.json(held, 202);
    return c.json(await disburseLoan(c.var.deps.pool, c.var.user.id, id), 200);
  });
  app.openapi(documentRoute, async (c) => {
    const { id, name } = c.req.valid('param');
    const doc = await readLoanDocument(c.var.deps.pool, c.var.deps.storage, id, name);
    return c.body(doc.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': doc.type,
      'content-disposition': `inline; filename="${doc.name.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
