import { Route, Routes } from 'react-router';
import { lazyNamed } from './components/lazy-named.ts';
import { TwoFactorGate } from './features/admin-2fa/two-factor-gate.tsx';

// The back office is its own chunk: users never download it.
const AdminShell = lazyNamed(() => import('./features/admin/admin-shell.tsx'), 'AdminShell');
const DashboardPage = lazyNamed(
  () => import('./features/admin-dashboard/admin-dashboard-page.tsx'),
  'AdminDashboardPage',
);
const ApprovalsPage = lazyNamed(
  () => import('./features/admin-approvals/admin-approvals-page.tsx'),
  'AdminApprovalsPage',
);
const UsersPage = lazyNamed(
  () => import('./features/admin-users/admin-users-page.tsx'),
  'AdminUsersPage',
);
const CustomerPage = lazyNamed(
  () => import('./features/admin-customer/admin-customer-page.tsx'),
  'AdminCustomerPage',
);
const WalletsPage = lazyNamed(
  () => import('./features/admin-wallets/admin-wallets-page.tsx'),
  'AdminWalletsPage',
);
const TransactionsPage = lazyNamed(
  () => import('./features/admin-transactions/admin-transactions-page.tsx'),
  'AdminTransactionsPage',
);
const GiftCardsPage = lazyNamed(
  () => import('./features/admin-gift-cards/admin-gift-cards-page.tsx'),
  'AdminGiftCardsPage',
);
const BillsPage = lazyNamed(
  () => import('./features/admin-bills/admin-bills-page.tsx'),
  'AdminBillsPage',
);
const WithdrawalsPage = lazyNamed(
  () => import('./features/admin-withdrawals/admin-withdrawals-page.tsx'),
  'AdminWithdrawalsPage',
);
const HeldDepositsPage = lazyNamed(
  () => import('./features/admin-held-deposits/admin-held-deposits-page.tsx'),
  'AdminHeldDepositsPage',
);
const RmbPage = lazyNamed(() => import('./features/admin-rmb/admin-rmb-page.tsx'), 'AdminRmbPage');
const AirtimeCashPage = lazyNamed(
  () => import('./features/admin-airtime-cash/admin-airtime-cash-page.tsx'),
  'AdminAirtimeCashPage',
);
const LoansPage = lazyNamed(
  () => import('./features/admin-loans/admin-loans-page.tsx'),
  'AdminLoansPage',
);
const RatesPage = lazyNamed(
  () => import('./features/admin-rates/admin-rates-page.tsx'),
  'AdminRatesPage',
);
const AuditPage = lazyNamed(
  () => import('./features/admin-audit/admin-audit-page.tsx'),
  'AdminAuditPage',
);
const SecurityPage = lazyNamed(
  () => import('./features/admin-2fa/admin-security-page.tsx'),
  'AdminSecurityPage',
);
const ReconciliationPage = lazyNamed(
  () => import('./features/admin-reconciliation/admin-reconciliation-page.tsx'),
  'AdminReconciliationPage',
);
const NotFoundPage = lazyNamed(() => import('./features/shell/not-found-page.tsx'), 'NotFoundPage');

/** The back office under /olorioko001 (the shell lets administrators only in). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        {/* An administrator the server asks for a second factor sees its setup first. */}
        <Route element={<TwoFactorGate />}>
          <Route index element={<DashboardPage />} />
          {/* Reports and settings have no screens of their own: they show the dashboard. */}
          <Route path="reports" element={<DashboardPage />} />
          <Route path="settings" element={<DashboardPage />} />
          <Route path="approvals" element={<ApprovalsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="wallets" element={<WalletsPage />} />
          <Route path="wallet-transactions" element={<TransactionsPage />} />
          <Route path="gift-cards" element={<GiftCardsPage />} />
          <Route path="airtime-cash" element={<AirtimeCashPage />} />
          <Route path="bills" element={<BillsPage />} />
          <Route path="withdrawals" element={<WithdrawalsPage />} />
          <Route path="held-deposits" element={<HeldDepositsPage />} />
          <Route path="rmb" element={<RmbPage />} />
          <Route path="loans" element={<LoansPage />} />
          <Route path="rates" element={<RatesPage />} />
          <Route path="reconciliation" element={<ReconciliationPage />} />
          <Route path="audit-log" element={<AuditPage />} />
          <Route path="security" element={<SecurityPage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
