import { ArrowLeftRightIcon, LogOutIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PRELOAD_AFTER_MS, useAfterPaint } from '#web/components/use-after-paint.ts';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

// The rates dialog and the user menu (with the dialog and menu code they need) load after the
// first paint: a first visit does not wait for code nobody has opened yet.
const RatesDialog = lazyNamed(() => import('./rates-dialog.tsx'), 'RatesDialog');
const UserMenu = lazyNamed(() => import('./user-menu.tsx'), 'UserMenu');

/**
 * Phones: logo, then rates, the notifications bell, profile, settings and logout.
 * Wider: rates, the bell, settings, the user menu and logout.
 */
export function TopBar() {
  const { user, isAdmin } = useAuth();
  const { logout, pending } = useLogout();
  const [ratesOpen, setRatesOpen] = useState(false);
  // Mounted once first opened, and kept, so it can animate its closing.
  const [ratesUsed, setRatesUsed] = useState(false);
  const openRates = () => {
    setRatesUsed(true);
    setRatesOpen(true);
  };
  // The menu's own code takes over its button when it is first pressed: swapping the button
  // while someone may be pressing it would lose the press.
  const [menuWanted, setMenuWanted] = useState(false);
  // A second after the page has appeared (its own last requests and paints come first), the
  // code of what is still closed is fetched, so it opens at once when asked for.
  useAfterPaint(() => {
    void RatesDialog.preload().catch(() => undefined);
    void UserMenu.preload().catch(() => undefined);
  }, PRELOAD_AFTER_MS);
  const local = user?.email.split('@')[0] || user?.email || '';

  return (
    <header className="sticky top-0 z-30 border-b bg-card/90 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/dashboard" className="rounded-md" aria-label="Owo home">
          <Logo />
        </Link>

        <div className="flex items-center gap-0.5 md:gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            onClick={openRates}
            aria-label="Exchange rates"
          >
            <ArrowLeftRightIcon className="size-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" className="hidden md:inline-flex" onClick={openRates}>
            <ArrowLeftRightIcon aria-hidden="true" />
            Exchange rates
          </Button>
          {/* One bell for both widths (its badge is one element). */}
          <NotificationsBell />

          <div className="flex items-center gap-0.5 md:hidden">
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
            <Button asChild variant="ghost" size="icon">
              <Link to="/settings" aria-label="Settings" title="Settings">
                <SettingsIcon className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            {menuWanted ? (
              <Suspense fallback={<UserMenuButton local={local} aria-haspopup="menu" />}>
                <UserMenu email={user?.email ?? ''} isAdmin={isAdmin} />
              </Suspense>
            ) : (
              // The same button until it is pressed; then the menu opens, as soon as its code is
              // in (usually already).
              <UserMenuButton
                local={local}
                aria-haspopup="menu"
                aria-expanded={false}
                onClick={() => setMenuWanted(true)}
              />
            )}
            <Button variant="outline" onClick={logout} disabled={pending}>
              <LogOutIcon aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </div>
      {ratesUsed && (
        <Suspense fallback={null}>
          <RatesDialog open={ratesOpen} onOpenChange={setRatesOpen} />
        </Suspense>
      )}
    </header>
  );
}
