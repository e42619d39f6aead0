import type { OpenAPIHono } from '@hono/zod-openapi';
import { registerBotCheckRoutes } from './auth/bot-check.routes.ts';
import { registerAdminRoutes } from './features/admin/admin.routes.ts';
import { registerAdminStatsRoutes } from './features/admin/admin-stats.routes.ts';
import { registerAdminTransactionRoutes } from './features/admin/admin-transactions.routes.ts';
import { registerAdminUserRoutes } from './features/admin/admin-users.routes.ts';
import { registerAdminSetupRoutes } from './features/admin-setup/admin-setup.routes.ts';
import { registerAirtimeCashRoutes } from './features/airtime-cash/airtime-cash.routes.ts';
import { registerAdminAirtimeCashRoutes } from './features/airtime-cash/airtime-cash-admin.routes.ts';
import { registerApprovalRoutes } from './features/approvals/approvals.routes.ts';
import { registerAuditRoutes } from './features/audit/audit.routes.ts';
import { registerBankAccountRoutes } from './features/bank-accounts/bank-accounts.routes.ts';
import { registerAdminHeldDepositRoutes } from './features/bank-accounts/held-deposits-admin.routes.ts';
import { registerBeneficiaryRoutes } from './features/beneficiaries/beneficiaries.routes.ts';
import { registerBillRoutes } from './features/bills/bills.routes.ts';
import { registerAdminBillRoutes } from './features/bills/bills-admin.routes.ts';
import { registerVtpassWebhookRoute } from './features/bills/bills-webhook.routes.ts';
import { registerCustomer360Routes } from './features/customer-360/customer-360.routes.ts';
import { registerDevMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { registerFundingRoutes } from './features/funding/funding.routes.ts';
import { paystackWebhookLimit } from './features/funding/paystack-webhook.routes.ts';
import { registerGiftCardRoutes } from './features/gift-cards/gift-cards.routes.ts';
import { registerHistoryRoutes } from './features/history/history.routes.ts';
import { KYC_SUBMIT_PATH, kycUploadLimit, registerKycRoutes } from './features/kyc/kyc.routes.ts';
import { registerKycAdminRoutes } from './features/kyc/kyc-admin.routes.ts';
import { registerKycTierRoutes } from './features/kyc/kyc-tier.routes.ts';
import {
  LOAN_APPLY_PATH,
  loanUploadLimit,
  registerLoanRoutes,
} from './features/loans/loans.routes.ts';
import { registerAdminLoanRoutes } from './features/loans/loans-admin.routes.ts';
import { registerAdminLoanRecoveryRoutes } from './features/loans/loans-recovery.routes.ts';
import { registerMeRoutes } from './features/me/me.routes.ts';
import { registerNotificationRoutes } from './features/notifications/notifications.routes.ts';
import { registerPinRoutes } from './features/pin/pin.routes.ts';
import { registerPublicConfigRoutes } from './features/public-config/public-config.routes.ts';
import { registerRateRoutes } from './features/rates/rates.routes.ts';
import { registerRatesAdminRoutes } from './features/rates/rates-admin.routes.ts';
import { registerReconciliationRoutes } from './features/reconciliation/reconciliation.routes.ts';
import { RMB_QR_PATH, registerRmbRoutes, rmbQrUploadLimit } from './features/rmb/rmb.routes.ts';
import { registerAdminRmbRoutes } from './features/rmb/rmb-admin.routes.ts';
import { registerLockRoutes } from './features/sessions/lock.routes.ts';
import { registerSessionRoutes } from './features/sessions/sessions.routes.ts';
import { registerStatementRoutes } from './features/statements/statements.routes.ts';
import { registerAdminStatementRoutes } from './features/statements/statements-admin.routes.ts';
import { registerTestLoanSeedRoutes } from './features/test-seed/test-seed.loans.ts';
import { registerTestSeedRoutes } from './features/test-seed/test-seed.routes.ts';
import { registerTransactionRoutes } from './features/transactions/transactions.routes.ts';
import { registerTransferRoutes } from './features/transfers/transfers.routes.ts';
import { registerWalletRoutes } from './features/wallets/wallets.routes.ts';
import { registerWithdrawalRoutes } from './features/withdrawals/withdrawals.routes.ts';
import { resolveAccount } from './features/withdrawals/withdrawals.service.ts';
import type { AppEnv } from './http/context.ts';
import { registerDojahSimulatorRoutes } from './providers/dojah/simulator.ts';
import { WEBHOOK_PATH } from './providers/paystack/paystack.ts';
import { registerPaystackDevRoutes } from './providers/paystack/sim-dev.routes.ts';
import { registerVtpassSimulatorRoutes } from './providers/vtpass/simulator.ts';

/**
 * Paths with a body limit of their own (uploads, webhooks), checked in front of
 * everything else in place of the global one, so nothing reads a body past it.
 */
export const OWN_BODY_LIMITS = {
  [LOAN_APPLY_PATH]: loanUploadLimit,
  [KYC_SUBMIT_PATH]: kycUploadLimit,
  [RMB_QR_PATH]: rmbQrUploadLimit,
  [WEBHOOK_PATH]: paystackWebhookLimit,
};

/** Every feature's routes, in one place. */
export function registerRoutes(app: OpenAPIHono<AppEnv>) {
  registerPublicConfigRoutes(app);
  registerBotCheckRoutes(app);
  registerDevMailboxRoutes(app);
  registerTestSeedRoutes(app);
  registerTestLoanSeedRoutes(app);
  registerMeRoutes(app);
  registerPinRoutes(app);
  registerSessionRoutes(app);
  registerLockRoutes(app);
  registerWalletRoutes(app);
  registerTransactionRoutes(app);
  registerTransferRoutes(app);
  registerAdminRoutes(app);
  registerAdminUserRoutes(app);
  registerCustomer360Routes(app);
  registerNotificationRoutes(app);
  registerRateRoutes(app);
  registerHistoryRoutes(app);
  registerKycRoutes(app);
  registerKycAdminRoutes(app);
  registerKycTierRoutes(app);
  registerFundingRoutes(app);
  registerBankAccountRoutes(app);
  registerAdminHeldDepositRoutes(app);
  registerPaystackDevRoutes(app);
  registerAdminStatsRoutes(app);
  registerAdminTransactionRoutes(app);
  registerAuditRoutes(app);
  registerGiftCardRoutes(app);
  registerRatesAdminRoutes(app);
  registerAdminSetupRoutes(app);
  registerBillRoutes(app);
  registerAdminBillRoutes(app);
  registerVtpassWebhookRoute(app);
  registerWithdrawalRoutes(app);
  // Saved bank accounts are named by the withdrawal's own name enquiry.
  registerBeneficiaryRoutes(app, resolveAccount);
  registerRmbRoutes(app);
  registerAdminRmbRoutes(app);
  registerLoanRoutes(app);
  registerAdminLoanRoutes(app);
  registerAdminLoanRecoveryRoutes(app);
  registerApprovalRoutes(app);
  registerAirtimeCashRoutes(app);
  registerAdminAirtimeCashRoutes(app);
  registerReconciliationRoutes(app);
  registerStatementRoutes(app);
  registerAdminStatementRoutes(app);
  // The local VTpass stand-in; it answers 404 unless it is the VTpass in use.
  registerVtpassSimulatorRoutes(app);
  // The local Dojah stand-in (BVN checks); 404 unless it is the Dojah in use.
  registerDojahSimulatorRoutes(app);
}
