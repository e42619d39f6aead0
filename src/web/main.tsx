import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AuthProvider } from './features/auth/hooks/auth-provider.tsx';
import { ErrorBoundary } from './features/errors/error-boundary.tsx';
import { queryClient } from './lib/query-client.ts';

// Toasts only ever follow the first paint, so their code does not hold it up.
const Toaster = lazy(() =>
  import('./components/ui/sonner.tsx').then((m) => ({ default: m.Toaster })),
);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
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
  </StrictMode>,
);
