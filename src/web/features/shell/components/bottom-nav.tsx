import { useLocation } from 'react-router';
import { ADMIN_NAV, DESKTOP_NAV, isActive, MOBILE_NAV } from '../nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';

/**
 * A bottom bar on phones (Admin only for admins) and a floating
 * pill on wider screens (its sixth item, History, only from lg up).
 */
export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const mobile = isAdmin ? [...MOBILE_NAV, ADMIN_NAV] : MOBILE_NAV;
  return (
    <>
      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.04)] backdrop-blur md:hidden"
      >
        <ul className="mx-auto flex max-w-lg items-stretch gap-1 px-2 py-1">
          {mobile.map((item) => (
            <li key={item.to} className="flex flex-1">
              <NavLinkItem item={item} active={isActive(item, pathname)} variant="bar" />
            </li>
          ))}
        </ul>
      </nav>
      <nav
        aria-label="Main"
        className="fixed bottom-6 left-1/2 z-40 hidden -translate-x-1/2 md:block"
      >
        <ul className="flex items-center gap-1 rounded-full border bg-card/95 p-1.5 shadow-lg shadow-black/10 backdrop-blur">
          {DESKTOP_NAV.map((item, i) => (
            <li key={item.to} className={i >= 5 ? 'hidden lg:block' : undefined}>
              <NavLinkItem item={item} active={isActive(item, pathname)} variant="pill" />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
