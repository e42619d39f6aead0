import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import { PinHeaders, requirePin } from '#server/features/pin/pin.service.ts';
import { ownBodyLimit } from '#server/http/body-limit.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { moneyRateLimit, userRateLimit } from '#server/http/rate-limit.ts';
import { LoanPageSchema, LoanSchema, LoansQuerySchema } from '#shared/schemas/loans.ts';
import { LOAN_MESSAGES } from '#shared/schemas/loans-application.ts';
import { LOAN_UPLOAD_MAX_BYTES } from '#shared/schemas/loans-documents.ts';
import {
  LoanRepaymentCreateSchema,
  LoanRepaymentResultSchema,
} from '#shared/schemas/loans-repayment.ts';
import { readLoanForm } from './loans.form.ts';
import { repayLoan } from './loans.repay.ts';
import { applyForLoan, getLoan, listLoans } from './loans.service.ts';

/** Applications carry their documents: this path has a body limit of its own. */
export const LOAN_APPLY_PATH = '/api/loans';

/**
 * Every document at its largest, and the form. Applied in front of the app's
 * other middleware (see OWN_BODY_LIMITS in routes.ts), so nothing reads a
 * body past it.
 */
export const loanUploadLimit = ownBodyLimit(
  // The multipart envelope and the application JSON add a little to the files.
  LOAN_UPLOAD_MAX_BYTES + 256 * 1024,
  () => new AppError('PAYLOAD_TOO_LARGE', LOAN_MESSAGES.uploadTooLarge),
);
/** A few applications and retries, not a flood of files on disk. */
const applyRateLimit = userRateLimit('loan-apply', 5, 10 * 60_000);

const read = { 400: errorResponses[400], 401: errorResponses[401] };
const idParams = z.object({ id: z.string().min(1).max(64) });
const file = z.any().optional().openapi({ type: 'string', format: 'binary' });

const applyRoute = createRoute({
  method: 'post',
  path: LOAN_APPLY_PATH,
  tags: ['Loans'],
  summary:
    'Apply for a business loan: the application JSON and the documents (PDF, JPG or PNG, at most 10 MB each, checked by content)',
  middleware: [requireUser, applyRateLimit] as const,
  request: {
    headers: IdempotencyHeaders.partial(),
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          // Read in the handler, so each missing or wrong part gets its own message.
          schema: z.object({
            application: z.string().optional().openapi({
              description: 'JSON: LoanApplication (amounts in kobo)',
            }),
            bank_statement: file,
            proof_of_address: file,
            identification: file,
            // One part or several: the handler reads either.
            additional_documents: z
              .any()
              .optional()
              .openapi({ type: 'array', items: { type: 'string', format: 'binary' } }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(LoanSchema, 'The application, pending'),
    ...read,
    409: errorResponses[409],
    413: { ...errorResponses[400], description: 'The documents are too large together' },
    422: {
      ...errorResponses[422],
      description: 'KYC_REQUIRED: loans need tier 2 (a verified BVN)',
    },
    429: errorResponses[429],
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/loans',
  tags: ['Loans'],
  summary: "The user's loans with their repayment schedules, newest first",
  middleware: [requireUser] as const,
  request: { query: LoansQuerySchema },
  responses: { 200: json(LoanPageSchema), ...read },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/loans/{id}',
  tags: ['Loans'],
  summary: "One of the user's loans, with its schedule and repayments",
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: { 200: json(LoanSchema), ...read, 404: errorResponses[404] },
});

const repayRoute = createRoute({
  method: 'post',
  path: '/api/loans/{id}/repayments',
  tags: ['Loans'],
  summary:
    'Repay a disbursed loan from the NGN wallet: at most what is outstanding, oldest instalments first',
  middleware: [requireUser, moneyRateLimit, requirePin] as const,
  request: {
    params: idParams,
    headers: IdempotencyHeaders.merge(PinHeaders),
    body: {
      required: true,
      content: { 'application/json': { schema: LoanRepaymentCreateSchema } },
    },
  },
  responses: {
    201: json(LoanRepaymentResultSchema, 'The repayment and the loan as it now stands'),
    ...read,
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const loanRoutes = [applyRoute, listRoute, getRoute, repayRoute] as const;

export function registerLoanRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(applyRoute, async (c) => {
    const { application, files } = await readLoanForm(c);
    const { loan } = await applyForLoan(
      c.var.deps,
      c.var.user.id,
      application,
      files,
      c.req.valid('header')['idempotency-key'] ?? null,
    );
    return c.json(loan, 201);
  });
  app.openapi(listRoute, async (c) =>
    c.json(await listLoans(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await getLoan(c.var.deps.pool, c.var.user.id, c.req.valid('param').id), 200),
  );
  app.openapi(repayRoute, async (c) => {
    const result = await repayLoan(
      c.var.deps.pool,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json').amount,
      c.req.valid('header')['idempotency-key'],
    );
    return c.json(result, 201);
  });
}
