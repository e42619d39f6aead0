import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { botCheckRoutes } from '#server/auth/bot-check.routes.ts';
import { adminRoutes } from '#server/features/admin/admin.routes.ts';
import { adminStatsRoutes } from '#server/features/admin/admin-stats.routes.ts';
import { adminTransactionRoutes } from '#server/features/admin/admin-transactions.routes.ts';
import { adminUserRoutes } from '#server/features/admin/admin-users.routes.ts';
import { adminSetupRoutes } from '#server/features/admin-setup/admin-setup.routes.ts';
import { airtimeCashRoutes } from '#server/features/airtime-cash/airtime-cash.routes.ts';
import { adminAirtimeCashRoutes } from '#server/features/airtime-cash/airtime-cash-admin.routes.ts';
import { approvalRoutes } from '#server/features/approvals/approvals.routes.ts';
import { auditRoutes } from '#server/features/audit/audit.routes.ts';
import { bankAccountRoutes } from '#server/features/bank-accounts/bank-accounts.routes.ts';
import { adminHeldDepositRoutes } from '#server/features/bank-accounts/held-deposits-admin.routes.ts';
import { beneficiaryRoutes } from '#server/features/beneficiaries/beneficiaries.routes.ts';
import { billRoutes } from '#server/features/bills/bills.routes.ts';
import { adminBillRoutes } from '#server/features/bills/bills-admin.routes.ts';
import { customer360Routes } from '#server/features/customer-360/customer-360.routes.ts';
import { fundingRoutes } from '#server/features/funding/funding.routes.ts';
import { giftCardRoutes } from '#server/features/gift-cards/gift-cards.routes.ts';
import { healthRoutes, registerHealthRoutes } from '#server/features/health/health.routes.ts';
import { historyRoutes } from '#server/features/history/history.routes.ts';
import { kycRoutes } from '#server/features/kyc/kyc.routes.ts';
import { kycAdminRoutes } from '#server/features/kyc/kyc-admin.routes.ts';
import { kycTierRoutes } from '#server/features/kyc/kyc-tier.routes.ts';
import { loanRoutes } from '#server/features/loans/loans.routes.ts';
import { adminLoanRoutes } from '#server/features/loans/loans-admin.routes.ts';
import { adminLoanRecoveryRoutes } from '#server/features/loans/loans-recovery.routes.ts';
import { meRoutes } from '#server/features/me/me.routes.ts';
import { notificationRoutes } from '#server/features/notifications/notifications.routes.ts';
import { pinRoutes } from '#server/features/pin/pin.routes.ts';
import { publicConfigRoutes } from '#server/features/public-config/public-config.routes.ts';
import { rateRoutes } from '#server/features/rates/rates.routes.ts';
import { ratesAdminRoutes } from '#server/features/rates/rates-admin.routes.ts';
import { reconciliationRoutes } from '#server/features/reconciliation/reconciliation.routes.ts';
import { rmbRoutes } from '#server/features/rmb/rmb.routes.ts';
import { adminRmbRoutes } from '#server/features/rmb/rmb-admin.routes.ts';
import { lockRoutes } from '#server/features/sessions/lock.routes.ts';
import { sessionRoutes } from '#server/features/sessions/sessions.routes.ts';
import { statementRoutes } from '#server/features/statements/statements.routes.ts';
import { adminStatementRoutes } from '#server/features/statements/statements-admin.routes.ts';
import { transactionRoutes } from '#server/features/transactions/transactions.routes.ts';
import { transferRoutes } from '#server/features/transfers/transfers.routes.ts';
import { walletRoutes } from '#server/features/wallets/wallets.routes.ts';
import { withdrawalRoutes } from '#server/features/withdrawals/withdrawals.routes.ts';
import type { ApiRoute, ApiRoutes } from '#server/http/api-types.ts';
import type { AppEnv } from '#server/http/context.ts';
import { registerRoutes } from '#server/routes.ts';
import type { Currency } from '#shared/constants.ts';
import type { BillSchema, BillsQuerySchema } from '#shared/schemas/bills.ts';
import type { BillCreateSchema } from '#shared/schemas/bills-requests.ts';
import type { LoanSchema } from '#shared/schemas/loans.ts';
import type { Session } from '#shared/schemas/session.ts';
import type { AdminAdjustRequestSchema } from '#shared/schemas/transactions.ts';

// The lists #server/http/api-types.ts derives the web's types from.
const LISTED = [
  botCheckRoutes,
  adminRoutes,
  adminStatsRoutes,
  adminTransactionRoutes,
  adminUserRoutes,
  adminSetupRoutes,
  airtimeCashRoutes,
  adminAirtimeCashRoutes,
  approvalRoutes,
  auditRoutes,
  bankAccountRoutes,
  beneficiaryRoutes,
  customer360Routes,
  adminHeldDepositRoutes,
  billRoutes,
  adminBillRoutes,
  fundingRoutes,
  giftCardRoutes,
  healthRoutes,
  historyRoutes,
  kycRoutes,
  kycAdminRoutes,
  kycTierRoutes,
  loanRoutes,
  adminLoanRoutes,
  adminLoanRecoveryRoutes,
  meRoutes,
  notificationRoutes,
  pinRoutes,
  publicConfigRoutes,
  rateRoutes,
  ratesAdminRoutes,
  reconciliationRoutes,
  rmbRoutes,
  adminRmbRoutes,
  sessionRoutes,
  lockRoutes,
  statementRoutes,
  adminStatementRoutes,
  transactionRoutes,
  transferRoutes,
  walletRoutes,
  withdrawalRoutes,
].flat();

// Development and test tools and the providers' callbacks: never the web's to call.
const NOT_THE_WEBS = /^\/api\/(dev|test|webhooks)\//;

const keyOf = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

describe("the web's API types", () => {
  it('come from every route the server registers for it', () => {
    const app = new OpenAPIHono<AppEnv>();
    registerHealthRoutes(app);
    registerRoutes(app);
    const registered = app.openAPIRegistry.definitions.flatMap((d) =>
      d.type === 'route' && !NOT_THE_WEBS.test(d.route.path) ? [keyOf(d.route)] : [],
    );
    expect(registered.length).toBeGreaterThan(70);
    expect(new Set(LISTED.map(keyOf))).toEqual(new Set(registered));
  });

  it('type each route by its schemas: query and body as they go in, the answer as it comes out (typecheck, `tsc --noEmit`)', () => {
    expectTypeOf<ApiRoutes['GET /api/bills/:id']['response']>().toEqualTypeOf<
      z.output<typeof BillSchema>
    >();
    expectTypeOf<ApiRoutes['GET /api/bills']['query']>().toEqualTypeOf<
      z.input<typeof BillsQuerySchema>
    >();
    expectTypeOf<ApiRoutes['POST /api/bills']['body']>().toEqualTypeOf<
      z.input<typeof BillCreateSchema>
    >();
    expectTypeOf<ApiRoutes['POST /api/bills']['response']>().toEqualTypeOf<
      z.output<typeof BillSchema>
    >();
    // Multipart uploads take FormData; the answer is still the schema's.
    expectTypeOf<ApiRoutes['POST /api/loans']['body']>().toEqualTypeOf<FormData>();
    expectTypeOf<ApiRoutes['POST /api/loans']['response']>().toEqualTypeOf<
      z.output<typeof LoanSchema>
    >();
    // `{currency}` becomes `:currency`, typed by the route's params schema.
    type Credit = ApiRoutes['POST /api/admin/users/:userId/wallets/:currency/credit'];
    expectTypeOf<Credit['params']>().toEqualTypeOf<{ userId: string; currency: Currency }>();
    expectTypeOf<Credit['body']>().toEqualTypeOf<z.input<typeof AdminAdjustRequestSchema>>();
    // better-auth's session, the one hand-written entry.
    expectTypeOf<
      ApiRoutes['GET /api/auth/get-session']['response']
    >().toEqualTypeOf<Session | null>();
    // A route without a body or query takes none; one that answers a file is not in the table.
    expectTypeOf<ApiRoutes['GET /api/me']>().not.toHaveProperty('body');
    expectTypeOf<
      'GET /api/bills/:id/receipt' extends ApiRoute ? true : false
    >().toEqualTypeOf<false>();
    expectTypeOf<'POST /api/bills/:id' extends ApiRoute ? true : false>().toEqualTypeOf<false>();
    expect(LISTED.some((r) => r.path === '/api/bills/{id}/receipt')).toBe(true);
  });
});
