import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { lazyNamed } from './components/lazy-named.ts';
import { PageLoader } from './components/page-loader.tsx';
import { publicConfigQueryOptions } from './features/config/api/get-public-config.ts';
import { ErrorBoundary } from './features/errors/error-boundary.tsx';
import { queryClient } from './lib/query-client.ts';

// Each screen is its own chunk, so /auth never downloads the dashboard (or recharts).
const LandingPage = lazyNamed(() => import('./features/landing/landing-page.tsx'), 'LandingPage');
const AuthPage = lazyNamed(() => import('./features/auth/auth-page.tsx'), 'AuthPage');
// Every other path (the signed-in pages and the 404) lives in one more chunk,
// so adding a page never grows the first load of / and /auth.
const UserRoutes = lazyNamed(() => import('./user-routes.tsx'), 'UserRoutes');

/**
 * Loads the code of the page at `pathname`. A signed-in page also waits for the `session` check
 * (its guard needs the answer), the shell, the page's own chunk and its data, which the
 * signed-in routes start as they load.
 */
export function preloadPage(pathname: string, session: Promise<unknown>): Promise<unknown> {
  if (pathname === '/') return LandingPage.preload();
  // The form's first render needs the public config (which bot check) and the session (a
  // signed-in visitor goes on): with them in, the form is part of the page's first render, which
  // yields to the browser, instead of a long render of its own once the page has painted.
  if (pathname === '/auth')
    return Promise.all([
      AuthPage.preload(),
      session,
      queryClient.prefetchQuery(publicConfigQueryOptions()),
    ]);
  return Promise.all([
    session,
    UserRoutes.preload()
      .then(() => import('./user-routes.tsx'))
      .then((m) => m.openedPageReady),
  ]);
}

/** What a screen says while it loads. */
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
          <Route path="*" element={<UserRoutes loadingText={loadingText} />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
