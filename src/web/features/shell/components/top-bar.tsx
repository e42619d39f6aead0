import { ArrowLeftRightIcon, LogOutIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { RatesDialog } from './rates-dialog.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * Phones: logo, then rates, profile, settings and logout.
 * Wider: rates, the notifications bell, settings, the user menu and logout.
 */
export function TopBar() {
  const { user, isAdmin } = useAuth();
  const { logout, pending } = useLogout();
  const [ratesOpen, setRatesOpen] = useState(false);
  const openRates = () => setRatesOpen(true);

  return (
    <header className="sticky top-0 z-30 border-b bg-card/90 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/dashboard" className="rounded-md" aria-label="Owo home">
          <Logo />
        </Link>

        <div className="flex items-center gap-0.5 md:hidden">
          <Button variant="ghost" size="icon" onClick={openRates} aria-label="Exchange rates">
            <ArrowLeftRightIcon className="size-5" aria-hidden="true" />
          </Button>
          <Button asChild variant="ghost" size="icon">
            <Link to="/profile" aria-label="Profile">
              <UserRoundIcon className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="ghost" size="icon">
            <Link to="/settings" aria-label="Settings">
              <SettingsIcon className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={logout}
            disabled={pending}
            aria-label="Logout"
          >
            <LogOutIcon className="size-5" aria-hidden="true" />
          </Button>
        </div>

        <div className="hidden items-center gap-1 md:flex">
          <Button variant="ghost" onClick={openRates}>
            <ArrowLeftRightIcon aria-hidden="true" />
            Exchange rates
          </Button>
          <NotificationsBell />
          <Button asChild variant="ghost" size="icon">
            <Link to="/settings" aria-label="Settings" title="Settings">
              <SettingsIcon className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <UserMenu email={user?.email ?? ''} isAdmin={isAdmin} />
          <Button variant="outline" onClick={logout} disabled={pending}>
            <LogOutIcon aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
      <RatesDialog open={ratesOpen} onOpenChange={setRatesOpen} />
    </header>
  );
}
