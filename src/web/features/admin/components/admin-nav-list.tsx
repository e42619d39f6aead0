import { LogOutIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '#web/components/count-badge.tsx';
import { usePendingApprovals } from '#web/features/admin-approvals/api/admin-approvals.ts';
import { cn } from '#web/lib/cn.ts';
import { ADMIN_NAV, isCurrent } from '../admin-nav.ts';

/** How many large actions wait for a second administrator. */
function PendingApprovalsBadge({ className }: { className?: string }) {
  const { data } = usePendingApprovals();
  return <CountBadge count={data} label="waiting" className={className} />;
}

interface Props {
  /** Icons only (the desktop sidebar collapsed): the labels stay for screen readers. */
  collapsed?: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

const itemClass = (collapsed: boolean) =>
  cn(
    'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
    collapsed && 'justify-center px-0',
  );

/** The back office's screens, the current one marked, then Exit Admin. */
export function AdminNavList({ collapsed = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-1 p-2">
      <ul className="flex flex-col gap-1">
        {ADMIN_NAV.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
                className={cn(
                  itemClass(collapsed),
                  item.count && 'relative',
                  current && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                )}
              >
                <item.icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
                {item.count === 'approvals' && (
                  <PendingApprovalsBadge
                    className={
                      collapsed ? 'absolute top-0.5 right-0.5 h-4 min-w-4 px-1' : 'ml-auto'
                    }
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t pt-2">
        <Link
          to="/dashboard"
          onClick={onNavigate}
          title={collapsed ? 'Exit Admin' : undefined}
          className={itemClass(collapsed)}
        >
          <LogOutIcon className="size-5 shrink-0" aria-hidden="true" />
          <span className={cn(collapsed && 'sr-only')}>Exit Admin</span>
        </Link>
      </div>
    </nav>
  );
}
