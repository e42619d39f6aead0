import { LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';

export function DashboardHeader() {
  const { logout, pending } = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/dashboard" className="rounded-md" aria-label="Owo dashboard">
          <Logo />
        </Link>
        <Button variant="ghost" onClick={logout} disabled={pending} aria-label="Logout">
          <LogOutIcon aria-hidden="true" />
          <span className="hidden sm:inline">Logout</span>
        </Button>
      </div>
    </header>
  );
}
