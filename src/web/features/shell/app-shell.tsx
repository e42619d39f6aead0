import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { ErrorBoundary } from '#web/features/errors/error-boundary.tsx';
import { BottomNav } from './components/bottom-nav.tsx';
import { TopBar } from './components/top-bar.tsx';

/** What a screen says while its code loads. */
const LOADING_TEXT: Record<string, string> = {
  '/dashboard': 'Loading your dashboard...',
  '/transactions': 'Loading transactions...',
};

/**
 * Layout route of every signed-in page: the top bar, the page, and the bottom
 * navigation. Pages render their own <main> (with an h1) and leave room at the
 * bottom; this wrapper already pads for the fixed bar and pill.
 */
export function AppShell() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#page"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar />
      <div id="page" className="flex flex-1 flex-col pb-28 md:pb-32">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ContentLoader text={LOADING_TEXT[pathname]} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <BottomNav isAdmin={isAdmin} />
    </div>
  );
}
