import { Route, Routes } from 'react-router';
import { lazyNamed } from './components/lazy-named.ts';
import { RequireAuth } from './features/auth/components/require-auth.tsx';
import { LockGate } from './features/lock/lock-gate.tsx';
import { queryClient } from './lib/query-client.ts';
import { prefetchPageData } from './prefetch-page-data.ts';

const AppShell = lazyNamed(() => import('./features/shell/app-shell.tsx'), 'AppShell');
const DashboardPage = lazyNamed(
  () => import('./features/dashboard/dashboard-page.tsx'),
  'DashboardPage',
);
const FundWalletPage = lazyNamed(
  () => import('./features/funding/fund-wallet-page.tsx'),
  'FundWalletPage',
);
const ProfilePage = lazyNamed(() => import('./features/profile/profile-page.tsx'), 'ProfilePage');
const SettingsPage = lazyNamed(
  () => import('./features/settings/settings-page.tsx'),
  'SettingsPage',
);
const HelpPage = lazyNamed(() => import('./features/help/help-page.tsx'), 'HelpPage');
const WalletsPage = lazyNamed(() => import('./features/wallets/wallets-page.tsx'), 'WalletsPage');
const TransactionsPage = lazyNamed(
  () => import('./features/transactions/transactions-page.tsx'),
  'TransactionsPage',
);
const HistoryPage = lazyNamed(() => import('./features/history/history-page.tsx'), 'HistoryPage');
const CardsPage = lazyNamed(() => import('./features/cards/cards-page.tsx'), 'CardsPage');
const PayBillsPage = lazyNamed(() => import('./features/bills/pay-bills-page.tsx'), 'PayBillsPage');
const WithdrawPage = lazyNamed(
  () => import('./features/withdraw/withdraw-page.tsx'),
  'WithdrawPage',
);
const VirtualCardPage = lazyNamed(
  () => import('./features/virtual-card/virtual-card-page.tsx'),
  'VirtualCardPage',
);
const BuyRmbPage = lazyNamed(() => import('./features/buy-rmb/buy-rmb-page.tsx'), 'BuyRmbPage');
const AirtimeToCashPage = lazyNamed(
  () => import('./features/airtime-cash/airtime-to-cash-page.tsx'),
  'AirtimeToCashPage',
);
const AirtimeTransactionsPage = lazyNamed(
  () => import('./features/airtime-cash/airtime-transactions-page.tsx'),
  'AirtimeTransactionsPage',
);
const NotificationsPage = lazyNamed(
  () => import('./features/notifications/notifications-page.tsx'),
  'NotificationsPage',
);
const LoansPage = lazyNamed(() => import('./features/loans/loans-page.tsx'), 'LoansPage');
const AdminRoutes = lazyNamed(() => import('./admin-routes.tsx'), 'AdminRoutes');
const AdminSetupPage = lazyNamed(
  () => import('./features/admin-setup/admin-setup-page.tsx'),
  'AdminSetupPage',
);
const NotFoundPage = lazyNamed(() => import('./features/shell/not-found-page.tsx'), 'NotFoundPage');

const PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  dashboard: DashboardPage,
  'fund-wallet': FundWalletPage,
  profile: ProfilePage,
  settings: SettingsPage,
  help: HelpPage,
  wallets: WalletsPage,
  transactions: TransactionsPage,
  history: HistoryPage,
  cards: CardsPage,
  'pay-bills': PayBillsPage,
  withdraw: WithdrawPage,
  'buy-rmb': BuyRmbPage,
  'airtime-to-cash': AirtimeToCashPage,
  'airtime-transactions': AirtimeTransactionsPage,
  loans: LoansPage,
  notifications: NotificationsPage,
};

// This chunk loads when a signed-in page is opened. Start the shell, that page and its data
// now, alongside the session check, rather than each after the one before.
const opened = window.location.pathname.split('/')[1] ?? '';
/**
 * Settles once the opened page's code and data are in (or failed): the first render waits a
 * moment for it (see main.tsx), so the page paints once, whole, rather than a loader first.
 */
export const openedPageReady: Promise<unknown> = Object.hasOwn(PAGES, opened)
  ? Promise.all([
      AppShell.preload().catch(() => undefined),
      PAGES[opened]?.preload().catch(() => undefined),
      prefetchPageData(queryClient, opened),
    ])
  : Promise.resolve();

/** The signed-in pages and the 404 page, or the lock screen once the app locked (AUTO_LOCK_MINUTES). */
export function UserRoutes({ loadingText }: { loadingText?: string }) {
  return (
    <LockGate>
      <SignedInRoutes loadingText={loadingText} />
    </LockGate>
  );
}

/** The signed-in pages (inside the app shell) and the 404 page. */
function SignedInRoutes({ loadingText }: { loadingText?: string }) {
  return (
    <Routes>
      <Route element={<RequireAuth loadingText={loadingText} />}>
        {/* Every signed-in page renders inside the shell (top bar + bottom navigation). */}
        <Route element={<AppShell />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="fund-wallet" element={<FundWalletPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="wallets" element={<WalletsPage />} />
          <Route path="transactions" element={<TransactionsPage />} />
          <Route path="history" element={<HistoryPage />} />
          <Route path="cards" element={<CardsPage />} />
          <Route path="pay-bills" element={<PayBillsPage />} />
          <Route path="withdraw" element={<WithdrawPage />} />
          <Route path="virtual-card" element={<VirtualCardPage />} />
          <Route path="buy-rmb" element={<BuyRmbPage />} />
          <Route path="airtime-to-cash" element={<AirtimeToCashPage />} />
          <Route path="airtime-transactions" element={<AirtimeTransactionsPage />} />
          <Route path="loans" element={<LoansPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
        </Route>
        {/* The back office has its own frame; its shell admits administrators only. */}
        <Route path="olorioko001/*" element={<AdminRoutes />} />
        <Route path="olorioko001-setup" element={<AdminSetupPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
