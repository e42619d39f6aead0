import { Route, Routes } from 'react-router';
import { lazyNamed } from './components/lazy-named.ts';
import { RequireAuth } from './features/auth/components/require-auth.tsx';

const DashboardPage = lazyNamed(
  () => import('./features/dashboard/dashboard-page.tsx'),
  'DashboardPage',
);
const AppShell = lazyNamed(() => import('./features/shell/app-shell.tsx'), 'AppShell');
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
const NotFoundPage = lazyNamed(() => import('./features/shell/not-found-page.tsx'), 'NotFoundPage');

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
