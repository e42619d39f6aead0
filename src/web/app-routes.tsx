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
            <Route path="dashboard" element={<DashboardPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
