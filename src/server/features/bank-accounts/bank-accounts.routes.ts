import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { userRateLimit } from '#server/http/rate-limit.ts';
import {
  BANK_ACCOUNT_MESSAGES,
  BankAccountSchema,
  HeldDepositListSchema,
  PendingBankAccountSchema,
} from '#shared/schemas/bank-accounts.ts';
import { currentAccount, requestAccount } from './bank-accounts.assign.ts';
import { listOwnHeld } from './held-deposits-admin.ts';

const tags = ['Funding'];

/** Each request may call Paystack (after a failure): a few a minute is plenty. */
const askRateLimit = userRateLimit('bank-account', 10, 60_000);

const getRoute = createRoute({
  method: 'get',
  path: '/api/me/bank-account',
  tags,
  summary: 'My own account number for bank transfers (active, or pending while it is assigned)',
  middleware: [requireUser] as const,
  responses: {
    200: json(BankAccountSchema),
    401: errorResponses[401],
    404: {
      ...errorResponses[404],
      description: 'NOT_ASSIGNED: none yet, or the last request failed',
    },
  },
});

const postRoute = createRoute({
  method: 'post',
  path: '/api/me/bank-account',
  tags,
  summary: 'Ask for my own account number (tier 2 or 3); never makes a second one',
  description:
    'Answers 200 with the account when the provider assigned it at once, else 202 `{ status: "pending" }` until its webhook arrives. 422 KYC_REQUIRED on tier 1. Repeating it answers the same account.',
  middleware: [requireUser, askRateLimit] as const,
  responses: {
    200: json(BankAccountSchema),
    202: json(PendingBankAccountSchema, 'Asked; the account follows'),
    401: errorResponses[401],
    422: errorResponses[422],
    429: errorResponses[429],
    502: errorResponses[502],
  },
});

const heldRoute = createRoute({
  method: 'get',
  path: '/api/me/held-deposits',
  tags,
  summary: 'Money that arrived for me while my wallet could not take it, newest first',
  middleware: [requireUser] as const,
  responses: { 200: json(HeldDepositListSchema), 401: errorResponses[401] },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const bankAccountRoutes = [getRoute, postRoute, heldRoute] as const;

export function registerBankAccountRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getRoute, async (c) => {
    const account = await currentAccount(c.var.deps, c.var.user.id);
    if (!account) throw new AppError('NOT_ASSIGNED', BANK_ACCOUNT_MESSAGES.notAssigned);
    return c.json(account, 200);
  });
  app.openapi(postRoute, async (c) => {
    const account = await requestAccount(c.var.deps, c.var.user.id);
    return account.status === 'active' ? c.json(account, 200) : c.json(account, 202);
  });
  app.openapi(heldRoute, async (c) =>
    c.json(await listOwnHeld(c.var.deps.pool, c.var.user.id), 200),
  );
}
