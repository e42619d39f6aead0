import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { lazyNamed } from './components/lazy-named.ts';
import { PageLoader } from './components/page-loader.tsx';
import { RequireAuth } from './features/auth/components/require-auth.tsx';
import { ErrorBoundary } from './features/errors/error-boundary.tsx';

// Each screen is its own chunk, so /auth never downloads the dashboard (or recharts).
const LandingPage = lazyNamed(() => import('./features/landing/landing-page.tsx'), 'LandingPage');
const AuthPage = lazyNamed(() => import('./features/auth/auth-page.tsx'), 'AuthPage');
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
const NotFoundPage = lazyNamed(
  () => import('./features/errors/not-found-page.tsx'),
  'NotFoundPage',
);

/** What a screen says while it loads (spec 1 §2). */
const LOADING_TEXT: Record<string, string> = {
  '/dashboard': 'Loading your dashboard...',
};

export function AppRoutes() {
  const { pathname } = useLocation();
  const loadingText = LOADING_TEXT[pathname];
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader text={loadingText} />}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="auth" element={<AuthPage />} />
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
      </Suspense>
    </ErrorBoundary>
  );
}
