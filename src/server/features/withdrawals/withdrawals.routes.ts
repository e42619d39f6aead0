import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import {
  approvalSubject,
  holdIfLarge,
  registerApprovalAction,
} from '#server/features/approvals/approvals.service.ts';
import { noteBeneficiaryUsed } from '#server/features/beneficiaries/beneficiaries.service.ts';
import { PinHeaders, requirePin } from '#server/features/pin/pin.service.ts';
import type { AppEnv } from '#server/http/context.ts';
import { exportFormat, jsonOrCsv } from '#server/http/csv-export.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { moneyRateLimit, userRateLimit } from '#server/http/rate-limit.ts';
import { readReport } from '#server/http/report-reads.ts';
import { AwaitingApprovalSchema } from '#shared/schemas/approvals.ts';
import {
  AdminWithdrawalPageSchema,
  AdminWithdrawalSchema,
  AdminWithdrawalsQuerySchema,
  BankSchema,
  ResolveAccountQuerySchema,
  ResolvedAccountSchema,
  WithdrawalCreateSchema,
  WithdrawalDecisionSchema,
  WithdrawalPageSchema,
  WithdrawalSchema,
  WithdrawalsQuerySchema,
} from '#shared/schemas/withdrawals.ts';
import {
  createWithdrawal,
  listBanks,
  listWithdrawals,
  resolveAccount,
} from './withdrawals.service.ts';
import { exportAdminWithdrawals } from './withdrawals-admin.csv.ts';
import {
  afterWithdrawalDecision,
  decideWithdrawal,
  decideWithdrawalWithin,
  listAdminWithdrawals,
  withdrawalApprovalRequest,
} from './withdrawals-admin.service.ts';

const read = { 400: errorResponses[400], 401: errorResponses[401] };
const guard = { 401: errorResponses[401], 403: errorResponses[403] };
/** Each look-up asks the bank through Paystack: enough for a person, not for a scan. */
const resolveRateLimit = userRateLimit('bank-resolve', 20, 60_000);

const banksRoute = createRoute({
  method: 'get',
  path: '/api/banks',
  tags: ['Withdrawals'],
  summary: "The banks a withdrawal can go to, with Paystack's bank codes",
  middleware: [requireUser] as const,
  responses: {
    200: json(z.array(BankSchema)),
    401: errorResponses[401],
    422: errorResponses[422],
    502: errorResponses[502],
  },
});

const resolveRoute = createRoute({
  method: 'get',
  path: '/api/banks/resolve',
  tags: ['Withdrawals'],
  summary:
    'Who holds an account: the NUBAN check digit first (400 naming account_number), then the bank through Paystack (422 when it does not know the account)',
  middleware: [requireUser, resolveRateLimit] as const,
  request: { query: ResolveAccountQuerySchema },
  responses: {
    200: json(ResolvedAccountSchema),
    ...read,
    422: errorResponses[422],
    429: errorResponses[429],
    502: errorResponses[502],
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/withdrawals',
  tags: ['Withdrawals'],
  summary:
    'Withdraw to a bank account: amount plus the ₦50 fee held from the NGN wallet at once; paid out after an administrator approves',
  middleware: [requireUser, moneyRateLimit, requirePin] as const,
  request: {
    headers: IdempotencyHeaders.merge(PinHeaders),
    body: {
      required: true,
      content: { 'application/json': { schema: WithdrawalCreateSchema } },
    },
  },
  responses: {
    201: json(WithdrawalSchema, 'The withdrawal, pending'),
    ...read,
    403: errorResponses[403],
    409: errorResponses[409],
    422: errorResponses[422],
    429: errorResponses[429],
    502: errorResponses[502],
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/withdrawals',
  tags: ['Withdrawals'],
  summary: "The user's withdrawals, newest first",
  middleware: [requireUser] as const,
  request: { query: WithdrawalsQuerySchema },
  responses: { 200: json(WithdrawalPageSchema), ...read },
});

const adminListRoute = createRoute({
  method: 'get',
  path: '/api/admin/withdrawals',
  tags: ['Admin'],
  summary: 'Every withdrawal, newest first; filter by status, search; stats over all',
  middleware: [requireUser, requireAdmin] as const,
  request: { query: AdminWithdrawalsQuerySchema.extend(exportFormat) },
  responses: { 200: jsonOrCsv(AdminWithdrawalPageSchema), 400: errorResponses[400], ...guard },
});

const decideRoute = createRoute({
  method: 'post',
  path: '/api/admin/withdrawals/{id}',
  tags: ['Admin'],
  summary:
    'Approve (pays out through Paystack: processing, then completed) or reject (amount and fee back, the reason shown to the user) a pending withdrawal',
  middleware: [requireUser, requireAdmin] as const,
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    body: {
      required: true,
      content: { 'application/json': { schema: WithdrawalDecisionSchema } },
    },
  },
  responses: {
    200: json(AdminWithdrawalSchema),
    202: json(
      AwaitingApprovalSchema,
      'An approval above APPROVAL_THRESHOLD_NGN: waits for a second administrator',
    ),
    400: errorResponses[400],
    ...guard,
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const withdrawalRoutes = [
  banksRoute,
  resolveRoute,
  createRouteDef,
  listRoute,
  adminListRoute,
  decideRoute,
] as const;

export function registerWithdrawalRoutes(app: OpenAPIHono<AppEnv>) {
  // A large withdrawal approved by a second administrator: the payout starts after the commit.
  registerApprovalAction(['withdrawal_approval'], {
    run: (deps, tx, adminId, a) =>
      decideWithdrawalWithin(deps, tx, adminId, approvalSubject(a, 'withdrawal_id'), {
        decision: 'approve',
        admin_notes: a.reason ?? undefined,
      }).then((w) => ({ reference: w.reference })),
    after: async (deps, done) => {
      if (done.reference) await afterWithdrawalDecision(deps, 'approve', done.reference);
    },
  });
  app.openapi(banksRoute, async (c) => c.json(await listBanks(c.var.deps), 200));
  app.openapi(resolveRoute, async (c) =>
    c.json(await resolveAccount(c.var.deps, c.req.valid('query')), 200),
  );
  app.openapi(createRouteDef, async (c) => {
    const { withdrawal, created } = await createWithdrawal(
      c.var.deps,
      c.var.user.id,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    // Held and committed: a saved recipient for this account moves to the top of the list.
    if (created)
      await noteBeneficiaryUsed(c.var.deps, c.var.user.id, {
        bankCode: withdrawal.bank_code,
        accountNumber: withdrawal.account_number,
      });
    return c.json(withdrawal, 201);
  });
  app.openapi(listRoute, async (c) =>
    c.json(await listWithdrawals(c.var.deps.pool, c.var.user.id, c.req.valid('query')), 200),
  );
  app.openapi(adminListRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') return exportAdminWithdrawals(c, query);
    return c.json(await readReport(c, (pool) => listAdminWithdrawals(pool, query)), 200);
  });
  app.openapi(decideRoute, async (c) => {
    const { id } = c.req.valid('param');
    const decision = c.req.valid('json');
    if (decision.decision === 'approve') {
      const held = await holdIfLarge(
        c.var.deps,
        await withdrawalApprovalRequest(c.var.deps, c.var.user.id, id, decision.admin_notes),
      );
      if (held) return c.json(held, 202);
    }
    return c.json(await decideWithdrawal(c.var.deps, c.var.user.id, id, decision), 200);
  });
}
