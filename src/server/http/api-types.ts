// The API's types as the web app sees them, derived from the routes' own
// definitions (createRoute), so the server's schemas are the one truth.
// Types only: the web imports this file with `import type` and nothing else
// from the server (scripts/check-imports.mjs).

import type { RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { botCheckRoutes } from '#server/auth/bot-check.routes.ts';
import type { adminRoutes } from '#server/features/admin/admin.routes.ts';
import type { adminStatsRoutes } from '#server/features/admin/admin-stats.routes.ts';
import type { adminTransactionRoutes } from '#server/features/admin/admin-transactions.routes.ts';
import type { adminUserRoutes } from '#server/features/admin/admin-users.routes.ts';
import type { adminSetupRoutes } from '#server/features/admin-setup/admin-setup.routes.ts';
import type { airtimeCashRoutes } from '#server/features/airtime-cash/airtime-cash.routes.ts';
import type { adminAirtimeCashRoutes } from '#server/features/airtime-cash/airtime-cash-admin.routes.ts';
import type { approvalRoutes } from '#server/features/approvals/approvals.routes.ts';
import type { auditRoutes } from '#server/features/audit/audit.routes.ts';
import type { bankAccountRoutes } from '#server/features/bank-accounts/bank-accounts.routes.ts';
import type { adminHeldDepositRoutes } from '#server/features/bank-accounts/held-deposits-admin.routes.ts';
import type { beneficiaryRoutes } from '#server/features/beneficiaries/beneficiaries.routes.ts';
import type { billRoutes } from '#server/features/bills/bills.routes.ts';
import type { adminBillRoutes } from '#server/features/bills/bills-admin.routes.ts';
import type { customer360Routes } from '#server/features/customer-360/customer-360.routes.ts';
import type { fundingRoutes } from '#server/features/funding/funding.routes.ts';
import type { giftCardRoutes } from '#server/features/gift-cards/gift-cards.routes.ts';
import type { healthRoutes } from '#server/features/health/health.routes.ts';
import type { historyRoutes } from '#server/features/history/history.routes.ts';
import type { kycRoutes } from '#server/features/kyc/kyc.routes.ts';
import type { kycAdminRoutes } from '#server/features/kyc/kyc-admin.routes.ts';
import type { kycTierRoutes } from '#server/features/kyc/kyc-tier.routes.ts';
import type { loanRoutes } from '#server/features/loans/loans.routes.ts';
import type { adminLoanRoutes } from '#server/features/loans/loans-admin.routes.ts';
import type { adminLoanRecoveryRoutes } from '#server/features/loans/loans-recovery.routes.ts';
import type { meRoutes } from '#server/features/me/me.routes.ts';
import type { notificationRoutes } from '#server/features/notifications/notifications.routes.ts';
import type { pinRoutes } from '#server/features/pin/pin.routes.ts';
import type { publicConfigRoutes } from '#server/features/public-config/public-config.routes.ts';
import type { rateRoutes } from '#server/features/rates/rates.routes.ts';
import type { ratesAdminRoutes } from '#server/features/rates/rates-admin.routes.ts';
import type { reconciliationRoutes } from '#server/features/reconciliation/reconciliation.routes.ts';
import type { rmbRoutes } from '#server/features/rmb/rmb.routes.ts';
import type { adminRmbRoutes } from '#server/features/rmb/rmb-admin.routes.ts';
import type { lockRoutes } from '#server/features/sessions/lock.routes.ts';
import type { sessionRoutes } from '#server/features/sessions/sessions.routes.ts';
import type { statementRoutes } from '#server/features/statements/statements.routes.ts';
import type { adminStatementRoutes } from '#server/features/statements/statements-admin.routes.ts';
import type { transactionRoutes } from '#server/features/transactions/transactions.routes.ts';
import type { transferRoutes } from '#server/features/transfers/transfers.routes.ts';
import type { walletRoutes } from '#server/features/wallets/wallets.routes.ts';
import type { withdrawalRoutes } from '#server/features/withdrawals/withdrawals.routes.ts';
import type { Session } from '#shared/schemas/session.ts';

/**
 * Every route the web may call. The development mailbox, the test seed, the
 * VTpass stand-in and the providers' webhooks are not the web's to call.
 */
type Routes = (
  | typeof botCheckRoutes
  | typeof adminRoutes
  | typeof adminStatsRoutes
  | typeof adminTransactionRoutes
  | typeof adminUserRoutes
  | typeof adminSetupRoutes
  | typeof airtimeCashRoutes
  | typeof adminAirtimeCashRoutes
  | typeof approvalRoutes
  | typeof auditRoutes
  | typeof bankAccountRoutes
  | typeof beneficiaryRoutes
  | typeof customer360Routes
  | typeof adminHeldDepositRoutes
  | typeof billRoutes
  | typeof adminBillRoutes
  | typeof fundingRoutes
  | typeof giftCardRoutes
  | typeof healthRoutes
  | typeof historyRoutes
  | typeof kycRoutes
  | typeof kycAdminRoutes
  | typeof kycTierRoutes
  | typeof loanRoutes
  | typeof adminLoanRoutes
  | typeof adminLoanRecoveryRoutes
  | typeof meRoutes
  | typeof notificationRoutes
  | typeof pinRoutes
  | typeof publicConfigRoutes
  | typeof rateRoutes
  | typeof ratesAdminRoutes
  | typeof rmbRoutes
  | typeof adminRmbRoutes
  | typeof sessionRoutes
  | typeof lockRoutes
  | typeof reconciliationRoutes
  | typeof statementRoutes
  | typeof adminStatementRoutes
  | typeof transactionRoutes
  | typeof transferRoutes
  | typeof walletRoutes
  | typeof withdrawalRoutes
)[number];

/** `/api/bills/{id}` as the web writes it: `/api/bills/:id`. */
type ColonPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${ColonPath<Tail>}`
  : P;

/** `GET /api/bills/:id`. */
export type RouteKey<R extends RouteConfig> = `${Uppercase<R['method']>} ${ColonPath<R['path']>}`;

/** The schema of a JSON body, or of a success answer, when the route declares one. */
type JsonSchema<Part> = Part extends { content: { 'application/json': { schema: infer S } } }
  ? S
  : never;

type Success<R extends RouteConfig> =
  | (R['responses'] extends { 200: infer A }
      ? A
      : R['responses'] extends { 201: infer A }
        ? A
        : never)
  // An action that may wait instead (maker-checker's 202 awaiting_approval).
  | (R['responses'] extends { 202: infer A } ? A : never);

/** What the route answers on success, as the server's schema outputs it. */
type ResponseOf<R extends RouteConfig> =
  JsonSchema<Success<R>> extends infer S extends z.ZodType ? z.output<S> : never;

/** A body is JSON (the schema's input) or multipart (FormData). */
type BodyOf<B> = B extends { content: infer C }
  ? C extends { 'application/json': { schema: infer S extends z.ZodType } }
    ? { body: z.input<S> }
    : C extends { 'multipart/form-data': unknown }
      ? { body: FormData }
      : unknown
  : unknown;

type RequestOf<Q> = (Q extends { query: infer S extends z.ZodType }
  ? { query: z.input<S> }
  : unknown) &
  (Q extends { params: infer S extends z.ZodType } ? { params: z.input<S> } : unknown) &
  (Q extends { body: infer B } ? BodyOf<B> : unknown);

/** One route's `query`, `params` and `body` (when it takes them) and `response`. */
export type RouteSpec<R extends RouteConfig> = RequestOf<R['request']> & {
  response: ResponseOf<R>;
};

/** Routes keyed `METHOD /path/:param`; routes that answer no JSON (files, PDFs) are left out. */
export type RoutesOf<R extends RouteConfig> = {
  [K in R as [ResponseOf<K>] extends [never] ? never : RouteKey<K>]: RouteSpec<K>;
};

/**
 * better-auth's routes are not zod-openapi routes, so they have no definition
 * to derive from; the session is the one the web reads through `api()`.
 */
type AuthRoutes = {
  'GET /api/auth/get-session': { response: Session | null };
};

/** Every route of the web's typed client (`#web/lib/api.ts`). */
export type ApiRoutes = RoutesOf<Routes> & AuthRoutes;
export type ApiRoute = keyof ApiRoutes;
