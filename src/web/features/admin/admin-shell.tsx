import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { Logo } from '#web/components/logo.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { ErrorBoundary } from '#web/features/errors/error-boundary.tsx';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { STORAGE_PREFIX } from '#web/lib/clear-user-data.ts';
import { cn } from '#web/lib/cn.ts';
import { ADMIN_ROOT } from './admin-nav.ts';
import { AccessDenied } from './components/access-denied.tsx';
import { AdminDrawer } from './components/admin-drawer.tsx';
import { AdminNavList } from './components/admin-nav-list.tsx';
import { AdminSearchBox } from './components/admin-search-box.tsx';
import { ReadSourceNotice } from './components/read-source-notice.tsx';

/**
 * The back office's frame around every /olorioko001 screen. Administrators
 * only: anyone else sees Access Denied, and no admin screen (so no admin API
 * call) is ever rendered for them. The server refuses them anyway.
 */
export function AdminShell() {
  const { isAdmin } = useAuth();
  const me = useMe();
  if (isAdmin) return <AdminFrame />;
  // The profile says who is an administrator; until it has answered, wait.
  if (me.isPending) return <PageLoader />;
  return <AccessDenied />;
}

const COLLAPSED_KEY = `${STORAGE_PREFIX}admin-sidebar-collapsed`;

function readCollapsed() {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function AdminFrame() {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // No storage: the choice lasts until the page reloads.
    }
  };

  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside
        id="admin-sidebar"
        aria-label="Admin sidebar"
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] duration-200 md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div
          className={cn(
            'flex h-16 items-center border-b px-3',
            collapsed ? 'justify-center' : 'justify-between',
          )}
        >
          {!collapsed && (
            <Link to={ADMIN_ROOT} className="flex items-center gap-2 rounded-md">
              <Logo />
              <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold text-muted-foreground">
                Admin
              </span>
            </Link>
          )}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls="admin-sidebar"
          >
            {collapsed ? (
              <PanelLeftOpenIcon className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftCloseIcon className="size-5" aria-hidden="true" />
            )}
          </Button>
        </div>
        <AdminNavList collapsed={collapsed} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-card/90 px-3 backdrop-blur md:hidden">
          <AdminDrawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            trigger={
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <MenuIcon className="size-5" aria-hidden="true" />
              </Button>
            }
          >
            <AdminNavList onNavigate={() => setMenuOpen(false)} />
          </AdminDrawer>
          <Link to={ADMIN_ROOT} className="flex items-center gap-2 rounded-md">
            <Logo className="[&>span:first-child]:size-8" />
            <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold text-muted-foreground">
              Admin
            </span>
          </Link>
        </header>
        <main id="admin-main" className="flex flex-1 flex-col">
          <search className="block border-b bg-card px-3 py-2 sm:px-6">
            <AdminSearchBox />
          </search>
          <ReadSourceNotice />
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<ContentLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
