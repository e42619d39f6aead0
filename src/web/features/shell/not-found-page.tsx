import { ArrowLeftIcon, HomeIcon, LogOutIcon, SearchXIcon } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { BottomNav } from './components/bottom-nav.tsx';

/** The 404 page: where to go instead, and a way back. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { key } = useLocation();
  // Opened directly (no history in this tab): "back" goes home instead of nowhere.
  const goBack = () => (key === 'default' ? navigate('/') : navigate(-1));
  // Signed in, the bottom navigation shows, and a logout.
  const { user, isAdmin } = useAuth();
  const { logout, pending } = useLogout();
  const logoutButton = user && (
    <Button variant="ghost" onClick={logout} disabled={pending} className="ml-auto">
      <LogOutIcon aria-hidden="true" />
      Logout
    </Button>
  );
  return (
    <div className={`flex min-h-dvh flex-col bg-background ${user ? 'pb-24 md:pb-28' : ''}`}>
      <title>Page Not Found · Owo</title>
      <header className="flex items-center gap-3 border-b bg-card px-4 py-3 md:hidden">
        <SearchXIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold">404 Error</p>
          <p className="text-xs text-muted-foreground">Page not found</p>
        </div>
        {logoutButton}
      </header>
      <header className="hidden items-center px-8 py-6 md:flex">
        <Link to="/" className="inline-block rounded-md">
          <Logo />
        </Link>
        {logoutButton}
      </header>
      <main className="flex flex-1 items-center justify-center p-6">
        <div className="flex max-w-md flex-col items-center text-center">
          {/* The big 404 is part of the heading, not a paragraph styled as one. */}
          <h1 className="flex flex-col items-center gap-4">
            <span className="bg-gradient-to-br from-brand to-brand-dark bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent">
              404
            </span>
            <span className="text-2xl font-semibold">Page Not Found</span>
          </h1>
          <p className="mt-2 text-muted-foreground">
            The page you're looking for doesn't exist or has been moved
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/dashboard">
                <HomeIcon aria-hidden="true" />
                Go to Dashboard
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={goBack}>
              <ArrowLeftIcon aria-hidden="true" />
              Go Back
            </Button>
          </div>
        </div>
      </main>
      {user && <BottomNav isAdmin={isAdmin} />}
    </div>
  );
}
