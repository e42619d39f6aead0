import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useAuth } from '../hooks/auth-context.ts';

/** Layout route for user pages: signed-out visitors go to /. */
export function RequireAuth({ loadingText }: { loadingText?: string }) {
  const { loading, user } = useAuth();
  if (loading) return <PageLoader text={loadingText} />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
