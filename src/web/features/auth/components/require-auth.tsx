import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useAuth } from '../hooks/auth-context.ts';
import type { GuardState } from '../next-path.ts';

/**
 * Layout route for user pages: signed-out visitors go to /, which remembers (in
 * the router state) the page they were opening, for after they sign in.
 */
export function RequireAuth({ loadingText }: { loadingText?: string }) {
  const { loading, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (loading) return <PageLoader text={loadingText} />;
  if (!user) {
    const state: GuardState = { from: `${pathname}${search}${hash}` };
    return <Navigate to="/" replace state={state} />;
  }
  return <Outlet />;
}
