import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import {
  holdIfLarge,
  registerApprovalAction,
} from '#server/features/approvals/approvals.service.ts';
import type { AppEnv } from '#server/http/context.ts';
import { IdempotencyHeaders } from '#server/http/idempotency.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { toPostingResponse } from '#server/http/posting-response.ts';
import { checkLedger } from '#server/ledger/check.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import { AwaitingApprovalSchema } from '#shared/schemas/approvals.ts';
import { CurrencySchema } from '#shared/schemas/common.ts';
import { PostingResponseSchema } from '#shared/schemas/postings.ts';
import { AdminAdjustRequestSchema } from '#shared/schemas/transactions.ts';
import { adjustWallet, adjustWalletWithin } from './admin-transactions.service.ts';

const tags = ['Admin'];
const params = z.object({
  userId: z.string().min(1).max(64),
  currency: CurrencySchema,
});

const adjustRoute = (direction: 'credit' | 'debit') =>
  createRoute({
    method: 'post',
    path: `/api/admin/users/{userId}/wallets/{currency}/${direction}`,
    tags,
    summary:
      direction === 'credit'
        ? "Credit a user's wallet (administrators only)"
        : "Debit a user's wallet (administrators only); 422 when it would overdraw",
    middleware: [requireUser, requireAdmin] as const,
    request: {
      params,
      headers: IdempotencyHeaders,
      body: {
        required: true,
        content: { 'application/json': { schema: AdminAdjustRequestSchema } },
      },
    },
    responses: {
      200: json(PostingResponseSchema),
      202: json(
        AwaitingApprovalSchema,
        'Above APPROVAL_THRESHOLD_NGN: waits for a second administrator',
      ),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: errorResponses[409],
      422: errorResponses[422],
    },
  });

const LedgerCheckSchema = z.object({
  ok: z.boolean(),
  accounts_checked: z.number().int(),
  mismatches: z.array(z.record(z.string(), z.unknown())),
  totals: z.record(z.string(), z.unknown()),
});

const checkRoute = createRoute({
  method: 'get',
  path: '/api/admin/ledger/check',
  tags,
  summary: 'Every balance equals the sum of its entries; every transaction sums to zero',
  middleware: [requireUser, requireAdmin] as const,
  responses: { 200: json(LedgerCheckSchema), 401: errorResponses[401], 403: errorResponses[403] },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const adminRoutes = [adjustRoute('credit'), adjustRoute('debit'), checkRoute] as const;

export function registerAdminRoutes(app: OpenAPIHono<AppEnv>) {
  // An approved large credit or debit: one posting per request, whoever approves and however often.
  registerApprovalAction(['credit', 'debit'], {
    run: async (_deps, tx, adminId, a) => {
      const result = await adjustWalletWithin(tx, {
        adminId,
        userId: a.target_user_id,
        currency: a.currency as Currency,
        amount: safeMinor(a.amount),
        direction: a.kind === 'debit' ? 'debit' : 'credit',
        description: a.reason,
        idempotencyKey: `approval:${a.id}`,
      });
      return { reference: result.transaction.reference, transaction_id: result.transaction.id };
    },
  });
  for (const direction of ['credit', 'debit'] as const) {
    app.openapi(adjustRoute(direction), async (c) => {
      const { userId, currency } = c.req.valid('param');
      const body = c.req.valid('json');
      const idempotencyKey = c.req.valid('header')['idempotency-key'];
      const held = await holdIfLarge(c.var.deps, {
        kind: direction,
        requestedBy: c.var.user.id,
        targetUserId: userId,
        subjectId: null,
        idempotencyKey,
        amount: body.amount,
        currency,
        reason: body.description?.trim() || null,
        payload: { direction },
      });
      if (held) return c.json(held, 202);
      const result = await adjustWallet(c.var.deps.pool, {
        adminId: c.var.user.id,
        userId,
        currency,
        amount: body.amount,
        direction,
        description: body.description,
        idempotencyKey,
      });
      return c.json(toPostingResponse(result, userId), 200);
    });
  }
  app.openapi(checkRoute, async (c) => c.json(await checkLedger(c.var.deps.pool), 200));
}
