import { Route, Routes } from 'react-router';
import { lazyNamed } from './components/lazy-named.ts';
import { RequireAuth } from './features/auth/components/require-auth.tsx';
import { queryClient } from './lib/query-client.ts';
import { prefetchPageData } from './prefetch-page-data.ts';

// Each page is its own chunk, loaded when first shown.
const PAGES = {
  dashboard: () => import('./features/dashboard/dashboard-page.tsx'),
  'fund-wallet': () => import('./features/funding/fund-wallet-page.tsx'),
  profile: () => import('./features/profile/profile-page.tsx'),
  settings: () => import('./features/settings/settings-page.tsx'),
  help: () => import('./features/help/help-page.tsx'),
  wallets: () => import('./features/wallets/wallets-page.tsx'),
  transactions: () => import('./features/transactions/transactions-page.tsx'),
  history: () => import('./features/history/history-page.tsx'),
  cards: () => import('./features/cards/cards-page.tsx'),
};
const loadShell = () => import('./features/shell/app-shell.tsx');

const AppShell = lazyNamed(loadShell, 'AppShell');
const DashboardPage = lazyNamed(PAGES.dashboard, 'DashboardPage');
const FundWalletPage = lazyNamed(PAGES['fund-wallet'], 'FundWalletPage');
const ProfilePage = lazyNamed(PAGES.profile, 'ProfilePage');
const SettingsPage = lazyNamed(PAGES.settings, 'SettingsPage');
const HelpPage = lazyNamed(PAGES.help, 'HelpPage');
const WalletsPage = lazyNamed(PAGES.wallets, 'WalletsPage');
const TransactionsPage = lazyNamed(PAGES.transactions, 'TransactionsPage');
const HistoryPage = lazyNamed(PAGES.history, 'HistoryPage');
const CardsPage = lazyNamed(PAGES.cards, 'CardsPage');
const NotFoundPage = lazyNamed(
  () => import('./features/errors/not-found-page.tsx'),
  'NotFoundPage',
);

// This chunk loads when a signed-in page is opened. Start the shell, that page and its data
// now, alongside the session check, rather than each after the one before.
const opened = window.location.pathname.split('/')[1] ?? '';
if (opened in PAGES) {
  void loadShell();
  void PAGES[opened as keyof typeof PAGES]();
  void prefetchPageData(queryClient, opened);
}

/** The signed-in pages (inside the app shell) and the 404 page. */
export function UserRoutes({ loadingText }: { loadingText?: string }) {
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
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
