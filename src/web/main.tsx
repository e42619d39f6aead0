import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app-routes.tsx';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { AuthProvider } from './features/auth/hooks/auth-provider.tsx';
import { ErrorBoundary } from './features/errors/error-boundary.tsx';
import { afterFirstPaint } from './lib/first-paint.ts';
import { queryClient } from './lib/query-client.ts';

// Toasts only ever follow the first paint, so their code waits for it (a toast raised before
// the Toaster mounts still shows; lib/toast.ts).
const Toaster = lazy(() =>
  afterFirstPaint()
    .then(() => import('./components/ui/sonner.tsx'))
    .then((m) => ({ default: m.Toaster })),
);

// The theme's watcher and the service worker, once the page has loaded and painted (see the file).
window.addEventListener(
  'load',
  () => void afterFirstPaint().then(() => import('./lib/after-load.ts')),
  { once: true },
);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <AppRoutes />
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>
);

// The page's code and data are usually on their way already (index.html preloads them): wait a
// moment for them and the session, so the first render shows the page, once, rather than a
// spinner that React then keeps up a while.
const session = queryClient.prefetchQuery(sessionQueryOptions());
void Promise.race([
  preloadPage(window.location.pathname, session).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, 500)),
]).then(() => {
  // As a transition, the first render (the whole page, often with its data already in) yields
  // to the browser every few milliseconds instead of holding the main thread in one long task.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
});
